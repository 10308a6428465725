-- Which products each catalogue version changed (issue 23), so an app server whose index is at version v patches just
-- the products of versions v+1…now instead of rebuilding the whole index (server/search/catalogueIndex.ts). One row
-- per write statement; product_ids NULL means the categories changed. A missing version (an old row pruned, or a
-- bump made by hand) makes the reader rebuild, so the log keeps the last 20,000 versions (an import writes one per row).
CREATE TABLE catalogue_changes (
  company_id integer NOT NULL REFERENCES companies(id),
  version bigint NOT NULL,
  product_ids integer[],
  PRIMARY KEY (company_id, version)
);

-- (The migration runner splits on semicolons at line ends, so the body keeps its inner ones mid-line.)
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE bumped record; BEGIN
  FOR bumped IN INSERT INTO catalogue_versions (company_id, version) SELECT DISTINCT company_id, 1 FROM changed ON CONFLICT (company_id) DO UPDATE SET version = catalogue_versions.version + 1 RETURNING company_id, version LOOP
    INSERT INTO catalogue_changes (company_id, version, product_ids) VALUES (bumped.company_id, bumped.version, CASE WHEN TG_TABLE_NAME = 'products' THEN (SELECT array_agg(DISTINCT c.id) FROM changed c WHERE c.company_id = bumped.company_id) END) ON CONFLICT (company_id, version) DO UPDATE SET product_ids = EXCLUDED.product_ids; DELETE FROM catalogue_changes WHERE company_id = bumped.company_id AND version <= bumped.version - 20000; END LOOP; RETURN NULL; END $$;

-- An import no longer keeps the version still while it writes (migration 017's vitrine.catalogue_quiet): each batch
-- is a patch of its own products, cheap for every server, and buyers see the imported products batch by batch.
