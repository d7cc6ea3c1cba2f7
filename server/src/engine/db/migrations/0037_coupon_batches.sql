-- Coupons made in a batch for a mailing from the operator console (issue 30 item 5): N codes
-- with one prefix and the same rules, each its own coupon row (the cart and placement rules read
-- a coupon as ever), kept together so the batch's codes can be downloaded again and its uses counted.
CREATE TABLE coupon_batch (
  id         serial      PRIMARY KEY,
  prefix     text        NOT NULL,
  count      integer     NOT NULL CHECK (count > 0),
  name_tr    text        NOT NULL,
  name_en    text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  staff_id   integer
);

ALTER TABLE coupon ADD COLUMN batch_id integer REFERENCES coupon_batch (id);
-- When the coupon was made: the console lists the newest first. Existing coupons count from now.
ALTER TABLE coupon ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX coupon_batch_idx ON coupon (batch_id) WHERE batch_id IS NOT NULL;
CREATE INDEX coupon_use_code_idx ON coupon_use (code);
