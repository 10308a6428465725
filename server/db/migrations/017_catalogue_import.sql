-- Spreadsheet import into the Catalogue room (issue 23). An upload is parsed once and kept here with its preview,
-- so the import that follows writes exactly the rows the supplier saw, and its progress is read by whichever app
-- server the room's poll reaches. The column mapping a company used last is kept for its next file.
CREATE TABLE catalogue_imports (
  id text PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id),
  admin_id integer NOT NULL REFERENCES supplier_admins(id),
  file_name text NOT NULL,
  headers jsonb NOT NULL,
  rows jsonb NOT NULL,
  mapping jsonb NOT NULL,
  state text NOT NULL DEFAULT 'previewed',
  done integer NOT NULL DEFAULT 0,
  total integer NOT NULL DEFAULT 0,
  created integer NOT NULL DEFAULT 0,
  changed integer NOT NULL DEFAULT 0,
  unchanged integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  failures jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalogue_imports_company ON catalogue_imports (company_id, created_at);

CREATE TABLE catalogue_import_mappings (
  company_id integer PRIMARY KEY REFERENCES companies(id),
  mapping jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- An import writes its rows in several transactions (a failed row never loses the others, progress is real) but
-- moves the catalogue version once, at its end: inside its transactions it sets vitrine.catalogue_quiet, and the
-- trigger of migration 008 then leaves the version alone.
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('vitrine.catalogue_quiet', true), '') = 'on' THEN RETURN NULL; END IF; INSERT INTO catalogue_versions (company_id, version)
  SELECT DISTINCT company_id, 1 FROM changed
  ON CONFLICT (company_id) DO UPDATE SET version = catalogue_versions.version + 1; RETURN NULL; END $$;
