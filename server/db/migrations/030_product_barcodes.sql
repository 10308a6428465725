-- Retail barcodes on a product (issue 26): EAN-13 / UPC-A / EAN-8, stored normalised (schemas/api/barcodes.ts: a
-- UPC-A as its EAN-13). The product row keeps its list, so every existing reader (editor, export, search index) sees
-- it and a change moves the catalogue version like any product write; product_barcodes is the lookup a scan uses and
-- the guard that one code names one live product of the company. A trigger keeps it, so no write path can forget it;
-- a deleted product (status 2) gives its codes up (docs/decisions.md, "Barcodes on a product").
ALTER TABLE products ADD COLUMN barcodes text[] NOT NULL DEFAULT '{}';

CREATE TABLE product_barcodes (
  company_id integer NOT NULL REFERENCES companies(id),
  barcode text NOT NULL,
  product_id integer NOT NULL REFERENCES products(id),
  PRIMARY KEY (company_id, barcode)
);
CREATE INDEX product_barcodes_product ON product_barcodes (product_id);

-- (The migration runner splits on semicolons at line ends, so the body keeps its inner ones mid-line.)
CREATE OR REPLACE FUNCTION keep_product_barcodes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.barcodes IS NOT DISTINCT FROM OLD.barcodes AND (NEW.status = 2) = (OLD.status = 2) THEN RETURN NULL; END IF; DELETE FROM product_barcodes WHERE product_id = NEW.id; IF NEW.status <> 2 THEN INSERT INTO product_barcodes (company_id, barcode, product_id) SELECT NEW.company_id, code, NEW.id FROM unnest(NEW.barcodes) AS code; END IF; RETURN NULL; END $$;

CREATE TRIGGER products_keep_barcodes AFTER INSERT OR UPDATE OF barcodes, status ON products
  FOR EACH ROW EXECUTE FUNCTION keep_product_barcodes();
