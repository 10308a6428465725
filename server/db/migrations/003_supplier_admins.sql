-- Supplier admins: they save page drafts (previewJson) and publish them.
CREATE TABLE supplier_admins (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id),
  account text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX supplier_admins_account ON supplier_admins (lower(account));

ALTER TABLE sessions DROP CONSTRAINT sessions_kind_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_kind_check CHECK (kind IN ('visitor', 'share', 'account', 'admin'))
