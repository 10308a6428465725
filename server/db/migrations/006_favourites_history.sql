-- Favourites and browsing history belong to the visitor: an account, or an email on a share, or one session.
CREATE TABLE favourites (
  owner_key text NOT NULL,
  company_id integer NOT NULL REFERENCES companies(id),
  product_id integer NOT NULL REFERENCES products(id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (owner_key, product_id)
);
CREATE TABLE browse_history (
  owner_key text NOT NULL,
  company_id integer NOT NULL REFERENCES companies(id),
  product_id integer NOT NULL REFERENCES products(id),
  viewed_at timestamptz NOT NULL,
  PRIMARY KEY (owner_key, product_id)
);
CREATE INDEX browse_history_recent ON browse_history (owner_key, viewed_at DESC)
