-- Card money the engine must give back and the bank has not yet taken back: a charge whose order
-- was never written (the capture answered too late, the placement rolled back) and whose refund
-- failed too. Written outside the failed transaction, tried again until the bank takes it. The
-- key goes with every try, so a refund the bank made but answered too late is not made twice.
CREATE TABLE owed_refund (
  id                 serial PRIMARY KEY,
  provider_reference text   NOT NULL,
  amount             bigint NOT NULL CHECK (amount > 0),
  idempotency_key    text   NOT NULL UNIQUE,
  reason             text   NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  attempts           integer NOT NULL DEFAULT 1,
  claimed_at         timestamptz,
  last_error         text,
  refunded_at        timestamptz
);
CREATE INDEX owed_refund_waiting_idx ON owed_refund (id) WHERE refunded_at IS NULL;
