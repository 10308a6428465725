-- Packing methods per supplier, with names in the 16 languages (GetProductPackMethods; products.packing_method = key).
CREATE TABLE packing_methods (
  company_id integer NOT NULL REFERENCES companies(id),
  key text NOT NULL,
  names jsonb NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, key)
)
