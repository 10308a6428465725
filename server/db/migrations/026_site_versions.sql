-- Answers kept in each app server's memory per company (issue 30: categories with counts, company info with its
-- pages) are tagged with the company's catalogue version and this site version, read on every call; a write to any
-- table those answers read moves one of them, on whichever server or tool made it, so every server recomputes on its
-- next call. Products and categories already move `version` (migration 008); this moves `site_version` for the
-- company row, its shares, its published page modules and product media. A new table such answers read adds its
-- triggers here, never a call in the service that writes it (server/services/versionedAnswers.ts).
ALTER TABLE catalogue_versions ADD COLUMN site_version bigint NOT NULL DEFAULT 0;

-- (The migration runner splits on semicolons at line ends, so the body keeps its inner ones mid-line.)
CREATE FUNCTION bump_site_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'companies' THEN INSERT INTO catalogue_versions (company_id, version, site_version) SELECT DISTINCT id, 1, 1 FROM changed ON CONFLICT (company_id) DO UPDATE SET site_version = catalogue_versions.site_version + 1; ELSE INSERT INTO catalogue_versions (company_id, version, site_version) SELECT DISTINCT company_id, 1, 1 FROM changed ON CONFLICT (company_id) DO UPDATE SET site_version = catalogue_versions.site_version + 1; END IF; RETURN NULL; END $$;

CREATE TRIGGER companies_site_updated AFTER UPDATE ON companies REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version();
CREATE TRIGGER shares_site_inserted AFTER INSERT ON shares REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version();
CREATE TRIGGER shares_site_updated AFTER UPDATE ON shares REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version();
CREATE TRIGGER shares_site_deleted AFTER DELETE ON shares REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version();
CREATE TRIGGER page_modules_site_inserted AFTER INSERT ON page_modules REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version();
CREATE TRIGGER page_modules_site_updated AFTER UPDATE ON page_modules REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version();
CREATE TRIGGER page_modules_site_deleted AFTER DELETE ON page_modules REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version();
CREATE TRIGGER product_media_site_inserted AFTER INSERT ON product_media REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version();
CREATE TRIGGER product_media_site_updated AFTER UPDATE ON product_media REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version();
CREATE TRIGGER product_media_site_deleted AFTER DELETE ON product_media REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version();
