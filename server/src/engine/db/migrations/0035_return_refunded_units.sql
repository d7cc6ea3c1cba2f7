-- Issue 30 item 3: a return may be refunded in part (some of its units, or an amount below what
-- was paid for them). The units actually refunded per line let the payment's status say
-- 'refunded' only when every unit bought has been paid back, not merely sent back.
ALTER TABLE order_return_line ADD COLUMN refunded_quantity integer NOT NULL DEFAULT 0 CHECK (refunded_quantity >= 0);
UPDATE order_return_line l SET refunded_quantity = l.quantity FROM order_return r WHERE r.id = l.return_id AND r.status = 'refunded';
