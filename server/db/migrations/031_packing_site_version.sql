-- Product details are kept in each app server's memory per catalogue and site version (issue 30), and a detail shows
-- its packing method's names: a change to a company's packing methods moves its site version like the other tables
-- those answers read (migration 026), whichever server or tool wrote.
CREATE TRIGGER packing_methods_site_inserted AFTER INSERT ON packing_methods REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version();
CREATE TRIGGER packing_methods_site_updated AFTER UPDATE ON packing_methods REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version();
CREATE TRIGGER packing_methods_site_deleted AFTER DELETE ON packing_methods REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_site_version();
