-- The operator console's orders (issue 30 item 1): the carrier's tracking number staff give when
-- an order leaves the shop (the shopper reads it on their order page and order tracking), and an
-- index for the order list's status filter, newest first (0029 has the unfiltered list's).
ALTER TABLE orders ADD COLUMN tracking_number text CHECK (tracking_number IS NULL OR length(tracking_number) BETWEEN 1 AND 64);
CREATE INDEX orders_status_idx ON orders (status, created_at DESC, id DESC);
