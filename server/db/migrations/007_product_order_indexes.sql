-- Ordered indexes for the product centre's sorts, so a page of 30 stops after 30 rows instead of sorting all matches.
CREATE INDEX products_default_order ON products (company_id, is_recommended DESC, listed_at DESC, id) WHERE status = 0;
CREATE INDEX products_newest_order ON products (company_id, listed_at DESC, id) WHERE status = 0;
CREATE INDEX products_price_order ON products (company_id, price, id) WHERE status = 0
