-- Picture vectors are made by a background queue after a picture is stored (issue 27, services/pictureVectors.ts),
-- not by the search. Every app server's picture index follows the catalogue version log (migration 020) for what
-- products and pictures changed, and this log of its own for vectors written since: a vector made on one server is
-- searched on all of them at their next search. A log apart from the catalogue's, because a vector changes nothing
-- else a buyer sees: moving the catalogue version would make every server patch its text index and drop its kept
-- answers (services/versionedAnswers.ts) once per batch of vectors. Removed vectors need no entry: a picture or a
-- product gone already moved the catalogue version, and the index keeps only vectors of pictures shown now.
ALTER TABLE catalogue_versions ADD COLUMN picture_version bigint NOT NULL DEFAULT 0;

CREATE TABLE picture_vector_changes (
  company_id integer NOT NULL,
  version bigint NOT NULL,
  product_ids integer[] NOT NULL,
  PRIMARY KEY (company_id, version)
);

-- (The migration runner splits on semicolons at line ends, so the body keeps its inner ones mid-line.)
CREATE FUNCTION log_picture_vectors() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE bumped record; BEGIN
  FOR bumped IN INSERT INTO catalogue_versions (company_id, version, picture_version) SELECT DISTINCT company_id, 1, 1 FROM changed ON CONFLICT (company_id) DO UPDATE SET picture_version = catalogue_versions.picture_version + 1 RETURNING company_id, picture_version LOOP
    INSERT INTO picture_vector_changes (company_id, version, product_ids) VALUES (bumped.company_id, bumped.picture_version, (SELECT array_agg(DISTINCT c.product_id) FROM changed c WHERE c.company_id = bumped.company_id)) ON CONFLICT (company_id, version) DO UPDATE SET product_ids = EXCLUDED.product_ids; DELETE FROM picture_vector_changes WHERE company_id = bumped.company_id AND version <= bumped.picture_version - 20000; END LOOP; RETURN NULL; END $$;

CREATE TRIGGER picture_vectors_inserted AFTER INSERT ON picture_vectors REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION log_picture_vectors();
CREATE TRIGGER picture_vectors_updated AFTER UPDATE ON picture_vectors REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION log_picture_vectors();

-- Which features made a vector (server/images/pictureFeatures.ts FEATURE_VERSION): the index reads only today's, and
-- the start's resume makes the others again. The vectors before this migration are version 1.
ALTER TABLE picture_vectors ADD COLUMN features smallint NOT NULL DEFAULT 1;
