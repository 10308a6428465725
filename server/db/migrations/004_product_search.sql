-- Keyword search: one lower-cased text of the names in all 16 languages and the three numbers, with a trigram
-- index. Trigrams need no word boundaries, so Chinese, Japanese, Korean and Thai names match by substring too.
ALTER TABLE products ADD COLUMN search_text text GENERATED ALWAYS AS (lower(
  product_number || ' ' || commodity_number || ' ' || out_factory_number || ' ' || name || ' ' || ename || ' ' ||
  coalesce(lang_list->0->>'arabic', '') || ' ' || coalesce(lang_list->0->>'spanish', '') || ' ' ||
  coalesce(lang_list->0->>'french', '') || ' ' || coalesce(lang_list->0->>'hebrew', '') || ' ' ||
  coalesce(lang_list->0->>'indonesian', '') || ' ' || coalesce(lang_list->0->>'japanese', '') || ' ' ||
  coalesce(lang_list->0->>'korean', '') || ' ' || coalesce(lang_list->0->>'polski', '') || ' ' ||
  coalesce(lang_list->0->>'portuguese', '') || ' ' || coalesce(lang_list->0->>'russian', '') || ' ' ||
  coalesce(lang_list->0->>'thai', '') || ' ' || coalesce(lang_list->0->>'german', '') || ' ' ||
  coalesce(lang_list->0->>'filipino', '') || ' ' || coalesce(lang_list->0->>'vietnamese', '')
)) STORED;
CREATE INDEX products_search_trgm ON products USING gin (search_text gin_trgm_ops);
CREATE INDEX products_company_price ON products (company_id, price)
