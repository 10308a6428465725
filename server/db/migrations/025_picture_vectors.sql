-- Image search (issue 27): each product picture's look as a short vector (server/images/pictureFeatures.ts), kept
-- so an app server starting up reads vectors instead of decoding every picture again. `picture` names the picture:
-- 'u:<store key stem>' for an upload, 'd:<picture key>' for the demo's drawing. Rows follow the products through the
-- catalogue version (migration 020): the image index reconciles the products a version changed.
CREATE TABLE picture_vectors (
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies(id),
  picture text NOT NULL,
  vector bytea NOT NULL,
  PRIMARY KEY (product_id, picture)
);
CREATE INDEX picture_vectors_company ON picture_vectors (company_id);

-- An uploaded or deleted picture changes what a product looks like, but the upload only touches the products row
-- when pictures remain (services/productMedia.ts counts them): removing the last one bumped nothing. The media table
-- now bumps the version itself, logging its products like a products write does.
CREATE OR REPLACE FUNCTION bump_catalogue_version_for_media() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE bumped record; BEGIN
  FOR bumped IN INSERT INTO catalogue_versions (company_id, version) SELECT DISTINCT company_id, 1 FROM changed ON CONFLICT (company_id) DO UPDATE SET version = catalogue_versions.version + 1 RETURNING company_id, version LOOP
    INSERT INTO catalogue_changes (company_id, version, product_ids) VALUES (bumped.company_id, bumped.version, (SELECT array_agg(DISTINCT c.product_id) FROM changed c WHERE c.company_id = bumped.company_id)) ON CONFLICT (company_id, version) DO UPDATE SET product_ids = EXCLUDED.product_ids; DELETE FROM catalogue_changes WHERE company_id = bumped.company_id AND version <= bumped.version - 20000; END LOOP; RETURN NULL; END $$;

CREATE TRIGGER product_media_inserted AFTER INSERT ON product_media REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version_for_media();
CREATE TRIGGER product_media_deleted AFTER DELETE ON product_media REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version_for_media();
