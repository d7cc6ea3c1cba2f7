-- SMS the engine sends (consent codes): written in the transaction that causes them, handed to
-- the carrier (SMS_URL) after it commits, once: a text whose hand-over failed or timed out is
-- never sent again (the carrier may have delivered it), so claimed_at is set for good.
CREATE TABLE sms_outbox (
  id         serial PRIMARY KEY,
  to_phone   text   NOT NULL,
  text_body  text   NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz,
  sent_at    timestamptz,
  last_error text
);
CREATE INDEX sms_outbox_waiting_idx ON sms_outbox (id) WHERE claimed_at IS NULL;
