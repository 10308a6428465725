-- Each app server keeps its own in-memory search index of a company's catalogue (server/search/). A counter per
-- company, bumped by any write to its products or categories, tells every server when its copy is out of date.
CREATE TABLE catalogue_versions (
  company_id integer PRIMARY KEY REFERENCES companies(id),
  version bigint NOT NULL
);

-- (The migration runner splits on semicolons at line ends, so the body keeps its inner ones mid-line.)
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_versions (company_id, version)
  SELECT DISTINCT company_id, 1 FROM changed
  ON CONFLICT (company_id) DO UPDATE SET version = catalogue_versions.version + 1; RETURN NULL; END $$;

-- Statement-level with transition tables: one bump per statement, however many rows it wrote.
CREATE TRIGGER products_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER products_updated AFTER UPDATE ON products REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER products_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER categories_inserted AFTER INSERT ON categories REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER categories_updated AFTER UPDATE ON categories REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER categories_deleted AFTER DELETE ON categories REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

INSERT INTO catalogue_versions (company_id, version) SELECT id, 1 FROM companies;
