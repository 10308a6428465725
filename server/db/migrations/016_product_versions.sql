-- The console's product editor (issue 23): each product carries a version for optimistic locking (a save names the
-- version it was read at; a stale one is refused, so two editors never overwrite each other silently) and who
-- saved it last. Every console write moves the version; the catalogue trigger of migration 008 still tells every
-- server to refresh its search index.
ALTER TABLE products ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE products ADD COLUMN updated_by integer REFERENCES supplier_admins(id)
