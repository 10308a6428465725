-- Re-importing the same photos changes nothing (issue 23): each product picture keeps the sha256 of the bytes it was
-- uploaded as, so an import's .zip whose photos a product already shows, in the same order, is skipped before any
-- sizing. NULL on pictures stored before this migration: the next import of them replaces them once.
ALTER TABLE product_media ADD COLUMN content_hash bytea;
ALTER TABLE catalogue_import_pictures ADD COLUMN content_hash bytea;
