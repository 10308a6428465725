-- Product pictures and video uploaded by the supplier (issue 23). A product's pictures in order (position 0 = the
-- main one, on cards), at most one video and one poster picture for it. The files live in the file store under
-- store_key (pictures: a stem to which each size's suffix is added); rows are the truth, files are never listed.
CREATE TABLE product_media (
  id bigserial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id),
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('picture', 'video', 'poster')),
  position integer NOT NULL DEFAULT 0,
  store_key text NOT NULL,
  content_type text NOT NULL,
  width integer,
  height integer,
  bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_media_product ON product_media (product_id, kind, position);
CREATE UNIQUE INDEX product_media_one_video ON product_media (product_id, kind) WHERE kind <> 'picture';

-- An order line keeps the pictures it was ordered with, as it keeps the picture key (a later upload or delete does
-- not change a placed order's spreadsheet).
ALTER TABLE order_lines ADD COLUMN media jsonb;

-- Pictures from a .zip sent with a spreadsheet import, matched to the import's rows by file name (SB0001.jpg,
-- SB0001-2.jpg, SB0001_3.png) and already stored; they replace the product's pictures when the import runs.
CREATE TABLE catalogue_import_pictures (
  import_id text NOT NULL REFERENCES catalogue_imports(id) ON DELETE CASCADE,
  product_number text NOT NULL,
  position integer NOT NULL,
  store_key text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  bytes integer NOT NULL,
  PRIMARY KEY (import_id, product_number, position)
);
