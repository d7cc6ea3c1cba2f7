-- Orders and payments (issue 15): orders with their lines, payments and status history, and the
-- idempotency keys that make a repeated placement answer the first one. Money is in integer minor
-- units of the order's currency. A card number is never stored: only its last four digits.

-- docNo VTR-{year}-{number}: human-readable, unique; a rolled-back placement leaves a gap.
CREATE SEQUENCE order_doc_seq START 1;

CREATE TABLE orders (
  id                  serial  PRIMARY KEY,
  doc_no              text    NOT NULL UNIQUE,
  -- The member or guest record that placed it (guests are member rows with is_guest).
  member_id           integer NOT NULL REFERENCES member (id),
  is_guest            boolean NOT NULL,
  -- Lower case; guests find their orders by it plus doc_no.
  email               text    NOT NULL,
  currency_id         integer NOT NULL REFERENCES currency (id),
  currency_code       text    NOT NULL,
  -- The rate the order was priced at, locked: the shop prices per currency, so 1 today.
  exchange_rate       numeric(18, 8) NOT NULL DEFAULT 1,
  -- OrderStatus (spec §3): New 1 ... Invalid 14.
  status              smallint NOT NULL CHECK (status BETWEEN 1 AND 14),
  shipping_address    jsonb   NOT NULL,
  invoice_address     jsonb   NOT NULL,
  shipment_option_id  integer NOT NULL,
  shipper             text    NOT NULL,
  shipment_fee        bigint  NOT NULL CHECK (shipment_fee >= 0),
  -- PaymentType (spec §3) and provider name.
  payment_type        smallint NOT NULL,
  payment_provider    text    NOT NULL,
  -- The pay-at-door fee (Commission 600), 0 otherwise.
  payment_fee         bigint  NOT NULL DEFAULT 0 CHECK (payment_fee >= 0),
  coupon_code         text,
  -- The totals the engine computed at placement (CartTotal[] in major units, as shown).
  totals              jsonb   NOT NULL,
  net_total           bigint  NOT NULL CHECK (net_total >= 0),
  culture             text    NOT NULL DEFAULT 'tr',
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_member_idx ON orders (member_id, created_at DESC);

CREATE TABLE order_line (
  id                  serial  PRIMARY KEY,
  order_id            integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id          integer NOT NULL,
  stock_barcode_id    integer NOT NULL,
  barcode             text    NOT NULL,
  name                text    NOT NULL,
  size                text,
  quantity            integer NOT NULL CHECK (quantity > 0),
  unit_price_with_tax    bigint NOT NULL,
  unit_price_without_tax bigint NOT NULL,
  -- The line after campaigns and coupon, tax included.
  total_with_tax      bigint  NOT NULL,
  tax_rate            integer NOT NULL,
  -- Where the units came from: [{"warehouseId": 1, "quantity": 2}], so a cancel puts them back.
  taken_from          jsonb   NOT NULL DEFAULT '[]'
);
CREATE INDEX order_line_order_idx ON order_line (order_id);

CREATE TABLE payment (
  id                  serial  PRIMARY KEY,
  order_id            integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount              bigint  NOT NULL CHECK (amount >= 0),
  currency_id         integer NOT NULL,
  payment_type        smallint NOT NULL,
  provider            text    NOT NULL,
  status              text    NOT NULL CHECK (status IN ('authorized', 'captured', 'waiting', 'on-delivery', 'free', 'refunded', 'voided')),
  card_last_four      char(4),
  provider_reference  text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_order_idx ON payment (order_id);

CREATE TABLE order_status_history (
  id         serial   PRIMARY KEY,
  order_id   integer  NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status     smallint NOT NULL,
  note       text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, id);

-- One answer per key and scope (member:{id}): a retry gets the stored answer, a different request
-- with the same key 422. Written in the placement's transaction, so a failed placement keeps none.
CREATE TABLE idempotency_key (
  scope        text   NOT NULL,
  key          text   NOT NULL,
  request_hash text   NOT NULL,
  order_id     integer REFERENCES orders (id),
  answer       jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
