-- Versions kept in memory on PostgreSQL (issue 28, suggestions p95): every move of a company's version row notifies
-- channel vitrine_versions with the company id, so app servers listening (server/db/versionListener.ts) read the row
-- again only after it moved instead of on every call. NOTIFY is sent at commit; with nobody listening (the embedded
-- database) it costs nothing. (The migration runner splits on semicolons at line ends: the body keeps its inner one.)
CREATE OR REPLACE FUNCTION notify_version_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM pg_notify('vitrine_versions', NEW.company_id::text); RETURN NULL; END $$;

CREATE TRIGGER catalogue_versions_notify AFTER INSERT OR UPDATE ON catalogue_versions
  FOR EACH ROW EXECUTE FUNCTION notify_version_moved();
