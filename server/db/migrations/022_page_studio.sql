-- The supplier studio (issue 25): a whole page's draft per company and channel, saved with an optimistic revision,
-- and every published page kept as a version (who, when) for the history and its rollback. page_modules stays the
-- published page buyers read; publishing writes the draft into it.
CREATE TABLE page_drafts (
  company_id integer NOT NULL REFERENCES companies(id),
  channel text NOT NULL CHECK (channel IN ('web', 'mobile')),
  revision integer NOT NULL,
  modules jsonb NOT NULL,
  updated_by integer REFERENCES supplier_admins(id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, channel)
);

CREATE TABLE page_versions (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id),
  channel text NOT NULL CHECK (channel IN ('web', 'mobile')),
  modules jsonb NOT NULL,
  published_by integer REFERENCES supplier_admins(id),
  published_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_versions_company ON page_versions (company_id, channel, id DESC);
