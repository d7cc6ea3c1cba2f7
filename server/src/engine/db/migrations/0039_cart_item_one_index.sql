-- A cart line is found by its cart through UNIQUE (cart_id, stock_barcode_id), whose index leads
-- with cart_id: the index on cart_id alone answered nothing that one does not, and every line a
-- cart change writes or removes kept both up to date (issue 28 item 4).
DROP INDEX cart_item_cart_idx;
