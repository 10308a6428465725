-- Supplier-editable search synonyms (issue 16): one list of groups per company, edited in the console's Search words
-- room (role 'catalogue'). A counter beside the catalogue version tells every server to reload the list without
-- rebuilding its product index.
CREATE TABLE search_synonyms (
  company_id integer PRIMARY KEY REFERENCES companies(id),
  groups jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES supplier_admins(id)
);

ALTER TABLE catalogue_versions ADD COLUMN synonyms_version bigint NOT NULL DEFAULT 0;

ALTER TABLE supplier_admins ALTER COLUMN roles SET DEFAULT '{orders,service,design,catalogue}';
UPDATE supplier_admins SET roles = array_append(roles, 'catalogue') WHERE NOT ('catalogue' = ANY(roles))
