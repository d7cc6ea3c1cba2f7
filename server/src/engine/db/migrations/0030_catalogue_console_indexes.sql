-- The operator console's product list (issue 29 item 6) sorts 100,000 products by name and by
-- stock a page at a time: with these the database reads a page in index order instead of
-- sorting the whole table for each page (id, sku, created_at and price have theirs in 0001).
CREATE INDEX product_name_tr_idx ON product (name_tr, id);
CREATE INDEX product_stock_total_idx ON product (stock_total, id);
