-- Quiet catalogue writes (issue 23, search during an import). Each import row moved the catalogue version (migration
-- 020), so every buyer search during an import found a new version and patched its index first: a copy of the index's
-- columns, O(catalogue) per search (tens of ms at 100,000 products). A statement that sets vitrine.catalogue_quiet
-- in its own transaction (set_config(…, true), see server/db/catalogueChanges.ts) now leaves the version alone; the
-- import logs what it wrote as one change about once a second (logCatalogueChange), so servers patch once a second.
-- Any other write (a supplier's edit during the import) still moves the version at once.
-- (The migration runner splits on semicolons at line ends, so the bodies keep their inner ones mid-line.)
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE bumped record; BEGIN
  IF coalesce(current_setting('vitrine.catalogue_quiet', true), '') = 'on' THEN RETURN NULL; END IF; FOR bumped IN INSERT INTO catalogue_versions (company_id, version) SELECT DISTINCT company_id, 1 FROM changed ON CONFLICT (company_id) DO UPDATE SET version = catalogue_versions.version + 1 RETURNING company_id, version LOOP
    INSERT INTO catalogue_changes (company_id, version, product_ids) VALUES (bumped.company_id, bumped.version, CASE WHEN TG_TABLE_NAME = 'products' THEN (SELECT array_agg(DISTINCT c.id) FROM changed c WHERE c.company_id = bumped.company_id) END) ON CONFLICT (company_id, version) DO UPDATE SET product_ids = EXCLUDED.product_ids; DELETE FROM catalogue_changes WHERE company_id = bumped.company_id AND version <= bumped.version - 20000; END LOOP; RETURN NULL; END $$;

CREATE OR REPLACE FUNCTION bump_catalogue_version_for_media() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE bumped record; BEGIN
  IF coalesce(current_setting('vitrine.catalogue_quiet', true), '') = 'on' THEN RETURN NULL; END IF; FOR bumped IN INSERT INTO catalogue_versions (company_id, version) SELECT DISTINCT company_id, 1 FROM changed ON CONFLICT (company_id) DO UPDATE SET version = catalogue_versions.version + 1 RETURNING company_id, version LOOP
    INSERT INTO catalogue_changes (company_id, version, product_ids) VALUES (bumped.company_id, bumped.version, (SELECT array_agg(DISTINCT c.product_id) FROM changed c WHERE c.company_id = bumped.company_id)) ON CONFLICT (company_id, version) DO UPDATE SET product_ids = EXCLUDED.product_ids; DELETE FROM catalogue_changes WHERE company_id = bumped.company_id AND version <= bumped.version - 20000; END LOOP; RETURN NULL; END $$;

