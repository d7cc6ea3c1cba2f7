-- The shopping cart of the embedded engine (issue 13): environment token keys, carts and their
-- lines, the rules campaigns apply in a cart, and coupons. Amounts are in minor units per
-- currency id, as jsonb maps {"1": 50000, "2": 5000, ...}: the shop has no exchange rates, its
-- prices are set per currency (product_price), so thresholds and amounts are too.

-- The ES256 key pair that signs environment tokens: made once, shared by every instance.
CREATE TABLE environment_key (
  id          integer PRIMARY KEY CHECK (id = 1),
  kid         text    NOT NULL,
  private_jwk jsonb   NOT NULL,
  public_jwk  jsonb   NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cart (
  id                 serial  PRIMARY KEY,
  coupon_code        text,
  -- Grows by one with every committed change; live events and answers carry it.
  version            integer NOT NULL DEFAULT 0,
  shipment_option_id integer NOT NULL DEFAULT 1,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cart_item (
  id               serial  PRIMARY KEY,
  cart_id          integer NOT NULL REFERENCES cart (id) ON DELETE CASCADE,
  product_id       integer NOT NULL,
  stock_barcode_id integer NOT NULL,
  quantity         integer NOT NULL CHECK (quantity BETWEEN 1 AND 10),
  -- Position in the cart, in the order lines were added.
  order_no         integer NOT NULL,
  UNIQUE (cart_id, stock_barcode_id)
);
CREATE INDEX cart_item_cart_idx ON cart_item (cart_id);

-- What a campaign gives in a cart: percent (cart-discount, second-item-discount), thresholds
-- (free-shipping, amount-off: the cart total it needs) and amounts (amount-off).
ALTER TABLE campaign ADD COLUMN percent integer;
ALTER TABLE campaign ADD COLUMN thresholds jsonb NOT NULL DEFAULT '{}';
ALTER TABLE campaign ADD COLUMN amounts jsonb NOT NULL DEFAULT '{}';
ALTER TABLE campaign ADD COLUMN description_tr text NOT NULL DEFAULT '';
ALTER TABLE campaign ADD COLUMN description_en text NOT NULL DEFAULT '';

UPDATE campaign SET thresholds = '{"1": 50000, "2": 5000, "3": 5000}',
  description_tr = 'Saatlerde 500 ₺ ve üzeri alışverişte kargo bedava', description_en = 'Free shipping on watches over 500 ₺ (50 $, 50 €)' WHERE id = 1;
UPDATE campaign SET percent = 50,
  description_tr = 'Ayakkabıda her 2. ürüne %50 indirim', description_en = '50% off every second pair of shoes' WHERE id = 2;
UPDATE campaign SET percent = 10,
  description_tr = 'Sonex ve Takı & Aksesuar ürünlerinde sepette %10 indirim', description_en = '10% off Sonex and jewellery in your cart' WHERE id = 3;
UPDATE campaign SET percent = 20, description_tr = 'Yılbaşı indirimi', description_en = 'New Year sale' WHERE id = 4;
UPDATE campaign SET thresholds = '{"1": 0, "2": 0, "3": 0}', description_tr = 'Ücretsiz kargo haftası', description_en = 'Free shipping week' WHERE id = 5;

INSERT INTO campaign (id, kind, name_tr, name_en, product_ids, brand_ids, category_ids, is_active, starts_at, ends_at, sort_order, percent, thresholds, amounts, description_tr, description_en) VALUES
  -- Brand 18 = Pixelon.
  (6, 'buy-2-get-1', '3 Al 2 Öde', 'Buy 2 Get 1 Free', '{}', '{18}', '{}', true, NULL, NULL, 6, NULL, '{}', '{}',
   'Pixelon ürünlerinde 3 al 2 öde', 'Buy two Pixelon products, get the third free'),
  -- No scope: the whole cart.
  (7, 'amount-off', 'Sepette 100 ₺ İndirim', '100 ₺ Off Your Cart', '{}', '{}', '{}', true, NULL, NULL, 7, NULL,
   '{"1": 200000, "2": 20000, "3": 20000}', '{"1": 10000, "2": 1000, "3": 1000}',
   '2.000 ₺ ve üzeri alışverişte sepette 100 ₺ indirim', '100 ₺ off (10 $, 10 €) a cart of 2,000 ₺ (200 $, 200 €) or more');

CREATE TABLE coupon (
  -- Upper case; shoppers type it in any case.
  code        text    PRIMARY KEY,
  name_tr     text    NOT NULL,
  name_en     text    NOT NULL,
  kind        text    NOT NULL CHECK (kind IN ('percent', 'amount')),
  percent     integer,
  amounts     jsonb   NOT NULL DEFAULT '{}',
  minimums    jsonb   NOT NULL DEFAULT '{}',
  valid_from  timestamptz,
  valid_until timestamptz,
  -- NULL: anyone's; else only this member's.
  member_id   integer,
  used        boolean NOT NULL DEFAULT false
);

INSERT INTO coupon (code, name_tr, name_en, kind, percent, amounts, minimums, valid_from, valid_until, member_id) VALUES
  ('HOSGELDIN10', 'Hoş geldin indirimi %10', 'Welcome 10% off', 'percent', 10, '{}', '{"1": 20000, "2": 2000, "3": 2000}', NULL, NULL, NULL),
  ('SEPET50', 'Sepette 50 ₺ indirim', '50 ₺ off your cart', 'amount', NULL, '{"1": 5000, "2": 500, "3": 500}', '{"1": 50000, "2": 5000, "3": 5000}', NULL, NULL, NULL),
  ('ESKI20', 'Geçen sezon %20', 'Last season 20% off', 'percent', 20, '{}', '{}', NULL, '2020-01-01T00:00:00Z', NULL),
  ('GELECEK15', 'Gelecek sezon %15', 'Next season 15% off', 'percent', 15, '{}', '{}', '2099-01-01T00:00:00Z', NULL, NULL),
  ('UYE25', 'Üyeye özel %25', 'Members'' 25% off', 'percent', 25, '{}', '{}', NULL, NULL, 1),
  ('KULLANILDI', 'Kullanılmış kupon', 'Used coupon', 'percent', 5, '{}', '{}', NULL, NULL, NULL);
UPDATE coupon SET used = true WHERE code = 'KULLANILDI';
