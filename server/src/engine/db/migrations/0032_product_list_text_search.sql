-- The operator console's product list filters 100,000 products by a word of the name or the
-- start of a sku (q: ILIKE '%word%' / 'abc%'), issue 29 item 6. Without an index each such page
-- read and counted every row (230 ms; 590 ms for a sku-like word, which the id order meets last).
-- Trigram GIN indexes answer ILIKE with any wildcard: the three are OR-ed as one bitmap.
-- pg_trgm lives in public (on PostgreSQL every connection's search_path ends in public), so
-- engines in several schemas of one database share it and dropping a schema keeps it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE INDEX product_name_tr_trgm_idx ON product USING gin (name_tr public.gin_trgm_ops);
CREATE INDEX product_name_en_trgm_idx ON product USING gin (name_en public.gin_trgm_ops);
CREATE INDEX product_sku_trgm_idx ON product USING gin (sku public.gin_trgm_ops);
-- The list's product type filter had no index: a rare type sorted by price walked the price index
-- through most of the table (950 ms on a loaded machine).
CREATE INDEX product_product_type_idx ON product (product_type_id);
