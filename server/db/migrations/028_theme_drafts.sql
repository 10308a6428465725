-- Theme drafts (issue 25, docs/decisions.md): the studio's theme is saved here, seen only by the company's staff in
-- preview, and published with a page into companies.global_param (which buyers read); its own table so a draft save
-- does not move the site version buyers' cached answers hang on. A published version keeps the theme it was
-- published with, so a rollback brings the colours back; versions from before this have none and leave it as it is.
CREATE TABLE theme_drafts (
  company_id integer PRIMARY KEY REFERENCES companies(id),
  theme jsonb NOT NULL,
  updated_by integer REFERENCES supplier_admins(id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE page_versions ADD COLUMN theme jsonb;
