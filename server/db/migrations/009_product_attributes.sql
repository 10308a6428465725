-- ProductAttributeInfo: each supplier keeps a dictionary of attribute names and values in the 16 languages;
-- a product lists its attributes as keys ({"name": "material", "value": "abs"}, a value with {n} carries n).
CREATE TABLE attribute_terms (
  company_id integer NOT NULL REFERENCES companies(id),
  key text NOT NULL,
  names jsonb NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, key)
);
ALTER TABLE products ADD COLUMN attributes jsonb NOT NULL DEFAULT '[]'
