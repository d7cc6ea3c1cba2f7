-- Wallet, pay later, store pick-up and payment details (issue 15): a member's store credit per
-- currency with its ledger, the pay-later due date, the instalment count in its own column (it
-- rode on the interest total before), refunds short of the whole payment, and the shop's stores
-- an order can be picked up from. Money is in integer minor units.

-- Store credit: refunds of wallet payments come back here; an operator may credit it.
CREATE TABLE member_wallet (
  member_id    integer NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  currency_id  integer NOT NULL REFERENCES currency (id),
  balance      bigint  NOT NULL DEFAULT 0 CHECK (balance >= 0),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, currency_id)
);

-- Every change of a balance: positive credits, negative payments.
CREATE TABLE wallet_entry (
  id           serial  PRIMARY KEY,
  member_id    integer NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  currency_id  integer NOT NULL,
  amount       bigint  NOT NULL,
  order_id     integer REFERENCES orders (id) ON DELETE SET NULL,
  note         text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_entry_member_idx ON wallet_entry (member_id, id);

ALTER TABLE payment ADD COLUMN installment_count smallint NOT NULL DEFAULT 1 CHECK (installment_count >= 1);
-- Pay later: the day the order must be paid by; null for every other type.
ALTER TABLE payment ADD COLUMN due_at timestamptz;
-- The PaymentType the money came in by (a refund goes back the same way): the payment's own type,
-- or for a pay-later order the card or wallet it was paid with later (null until then).
ALTER TABLE payment ADD COLUMN paid_by smallint;
UPDATE payment SET paid_by = payment_type;
ALTER TABLE payment DROP CONSTRAINT payment_status_check;
ALTER TABLE payment ADD CONSTRAINT payment_status_check
  CHECK (status IN ('authorized', 'captured', 'waiting', 'on-delivery', 'free', 'refunded', 'partially-refunded', 'voided'));

-- Card orders placed before this column kept their count on the interest total.
UPDATE payment p SET installment_count = (t.entry->>'installmentCount')::int
  FROM orders o, jsonb_array_elements(o.totals) AS t(entry)
 WHERE o.id = p.order_id AND t.entry ? 'installmentCount';

CREATE TABLE pickup_store (
  id          integer PRIMARY KEY,
  name        text    NOT NULL,
  city_name   text    NOT NULL,
  county_name text    NOT NULL,
  address     text    NOT NULL,
  phone       text    NOT NULL,
  -- {"tr": "Hafta içi 10:00-21:00, Pazar 11:00-20:00", "en": "..."}
  hours       jsonb   NOT NULL,
  active      boolean NOT NULL DEFAULT true
);

INSERT INTO pickup_store (id, name, city_name, county_name, address, phone, hours) VALUES
  (1, 'Vitrin Nişantaşı', 'İstanbul', 'Şişli', 'Abdi İpekçi Cad. No: 42, Nişantaşı', '0212 555 01 01',
   '{"tr": "Her gün 10:00-21:00", "en": "Daily 10:00-21:00"}'),
  (2, 'Vitrin Kadıköy', 'İstanbul', 'Kadıköy', 'Bahariye Cad. No: 18, Moda', '0216 555 02 02',
   '{"tr": "Pazartesi-Cumartesi 10:00-20:00, Pazar kapalı", "en": "Monday-Saturday 10:00-20:00, closed on Sunday"}'),
  (3, 'Vitrin Ankara Kızılay', 'Ankara', 'Çankaya', 'Atatürk Bulvarı No: 101, Kızılay', '0312 555 03 03',
   '{"tr": "Hafta içi 09:30-19:30, Cumartesi 10:00-18:00", "en": "Weekdays 09:30-19:30, Saturday 10:00-18:00"}');

-- The store as it was when the order was placed (a later edit does not change the order); null: shipped to the address.
ALTER TABLE orders ADD COLUMN pickup_store jsonb;
