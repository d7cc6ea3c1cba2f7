-- Members and identity (issue 14): members and guests, sign-ins that ended, one-time codes,
-- password renewal links, addresses, favourites and alarms, newsletter consent, and the mail
-- outbox every notification goes through.

CREATE TABLE member (
  id                 serial  PRIMARY KEY,
  -- Lower-cased in application code (PGlite has no ICU; e-mail local parts are ASCII in practice).
  email              text    NOT NULL,
  is_guest           boolean NOT NULL DEFAULT false,
  -- argon2id (PHC string); null for guests.
  password_hash      text,
  name               text    NOT NULL DEFAULT '',
  surname            text    NOT NULL DEFAULT '',
  mobile_phone       text,
  gender_id          smallint CHECK (gender_id IN (1, 2)),
  birth_date         date,
  is_sms_permitted   boolean NOT NULL DEFAULT false,
  is_email_permitted boolean NOT NULL DEFAULT false,
  default_language   text    NOT NULL DEFAULT 'tr' CHECK (default_language IN ('tr', 'en')),
  email_verified     boolean NOT NULL DEFAULT false,
  -- The member's own cart: a visitor's lines join it at sign-in.
  cart_id            integer REFERENCES cart (id),
  points             integer NOT NULL DEFAULT 0,
  -- Tokens issued before this moment are no longer accepted (password change, deletion).
  tokens_valid_after timestamptz NOT NULL DEFAULT '-infinity',
  created_at         timestamptz NOT NULL DEFAULT now(),
  deleted_at         timestamptz
);
-- One membership and one guest record per e-mail.
CREATE UNIQUE INDEX member_email_idx ON member (email, is_guest) WHERE deleted_at IS NULL;

-- Tokens signed out before they expired (logoff); kept until they would have expired.
CREATE TABLE revoked_token (
  token_id   text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

-- The one live activation code of a member (e-mail or SMS); a new code replaces it.
CREATE TABLE member_otp (
  member_id  integer PRIMARY KEY REFERENCES member (id) ON DELETE CASCADE,
  channel    text    NOT NULL CHECK (channel IN ('email', 'sms')),
  code_hash  text    NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts   integer NOT NULL DEFAULT 0
);

CREATE TABLE password_renewal (
  token_hash text    PRIMARY KEY,
  member_id  integer NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

CREATE TABLE member_address (
  id               serial  PRIMARY KEY,
  member_id        integer NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  title            text    NOT NULL,
  name             text    NOT NULL,
  surname          text    NOT NULL,
  mobile_phone     text    NOT NULL,
  city_id          integer NOT NULL,
  county_id        integer NOT NULL,
  neighbourhood    text,
  postal_code      text,
  description      text    NOT NULL,
  corporation_name text,
  tax_number       text,
  tax_office       text,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_address_member_idx ON member_address (member_id);

CREATE TABLE favorite (
  member_id  integer NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  product_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, product_id)
);

-- A price alarm remembers the price (per currency) when it was set; a lower price mails once.
CREATE TABLE price_alarm (
  member_id   integer NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  product_id  integer NOT NULL,
  currency_id integer NOT NULL,
  alarm_price bigint  NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  notified_at timestamptz,
  PRIMARY KEY (member_id, product_id)
);

-- A stock alarm for one variant (stock_barcode_id) or for any (0); mails once when stock returns.
CREATE TABLE stock_alarm (
  member_id        integer NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  product_id       integer NOT NULL,
  stock_barcode_id integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  notified_at      timestamptz,
  PRIMARY KEY (member_id, product_id, stock_barcode_id)
);

-- Double opt-in: pending until the link in the confirmation mail is followed.
CREATE TABLE newsletter_subscription (
  email            text PRIMARY KEY,
  status           text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  language         text NOT NULL DEFAULT 'tr',
  confirm_hash     text,
  confirm_expires  timestamptz,
  -- Every mail carries the unsubscribe link made from this.
  unsubscribe_hash text NOT NULL,
  consent_version  text NOT NULL,
  consent_at       timestamptz NOT NULL,
  confirmed_at     timestamptz,
  unsubscribed_at  timestamptz
);

-- Every mail the engine sends is written here in the transaction that caused it, then sent.
CREATE TABLE notification_outbox (
  id         serial PRIMARY KEY,
  to_address text   NOT NULL,
  subject    text   NOT NULL,
  text_body  text   NOT NULL,
  html_body  text   NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at    timestamptz,
  -- A dispatcher holds a mail for a minute while it sends it (several instances never send twice).
  claimed_at timestamptz,
  attempts   integer NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX notification_outbox_unsent_idx ON notification_outbox (id) WHERE sent_at IS NULL;
