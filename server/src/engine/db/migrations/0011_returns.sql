-- Order lifecycle and returns (issue 15): when an order was delivered (the return window counts
-- from it), return requests with their lines and status history. Amounts are integer minor units
-- of the order's currency.

ALTER TABLE orders ADD COLUMN delivered_at timestamptz;

CREATE TABLE order_return (
  id               serial  PRIMARY KEY,
  order_id         integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- The order's member (or guest record) at the time of the request: the owner check reads it.
  member_id        integer NOT NULL REFERENCES member (id),
  -- An id of the engine's return reason list (order-reasons.ts).
  reason_id        integer NOT NULL,
  note             text,
  status           text    NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'approved', 'rejected', 'refunded')),
  -- What the lines are worth as paid (their share of the line totals after campaigns and coupon).
  amount           bigint  NOT NULL CHECK (amount >= 0),
  refunded_amount  bigint  NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_return_member_idx ON order_return (member_id, created_at DESC);
CREATE INDEX order_return_order_idx ON order_return (order_id);

CREATE TABLE order_return_line (
  id             serial  PRIMARY KEY,
  return_id      integer NOT NULL REFERENCES order_return (id) ON DELETE CASCADE,
  order_line_id  integer NOT NULL REFERENCES order_line (id),
  quantity       integer NOT NULL CHECK (quantity > 0),
  amount         bigint  NOT NULL CHECK (amount >= 0),
  UNIQUE (return_id, order_line_id)
);
CREATE INDEX order_return_line_line_idx ON order_return_line (order_line_id);

CREATE TABLE order_return_history (
  id          serial  PRIMARY KEY,
  return_id   integer NOT NULL REFERENCES order_return (id) ON DELETE CASCADE,
  status      text    NOT NULL,
  note        text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_return_history_return_idx ON order_return_history (return_id, id);
