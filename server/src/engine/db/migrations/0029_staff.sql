-- Staff of the operator console (issue 29 item 2): accounts apart from members, each with one
-- role, a password and a TOTP second factor. Only hashes of the secrets a browser holds (session
-- and link tokens, recovery codes) are kept: a leaked table signs no one in.
CREATE TABLE staff (
  id             serial      PRIMARY KEY,
  email          text        NOT NULL UNIQUE CHECK (email = lower(email)),
  name           text        NOT NULL DEFAULT '',
  role           text        NOT NULL CHECK (role IN ('owner', 'catalogue', 'orders', 'support')),
  -- Both null until the account's one-time link is followed to its end: no sign-in before.
  password_hash  text,
  totp_secret    text,
  -- The time step of the last TOTP code taken: a code is never taken twice (replay).
  totp_last_step bigint,
  enabled        boolean     NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_session (
  -- The sha256 of the cookie's random token.
  id            text        PRIMARY KEY,
  staff_id      integer     NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_session_staff_idx ON staff_session (staff_id);

CREATE TABLE staff_recovery_code (
  staff_id   integer     NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  code_hash  text        NOT NULL,
  used_at    timestamptz,
  PRIMARY KEY (staff_id, code_hash)
);

CREATE TABLE staff_enrolment (
  -- The sha256 of the one-time link's token.
  token_hash            text        PRIMARY KEY,
  staff_id              integer     NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  expires_at            timestamptz NOT NULL,
  used_at               timestamptz,
  -- Chosen at the link's first step and moved onto the account only when the first code proves
  -- the authenticator holds the secret: a half-done enrolment leaves no password-only account.
  pending_password_hash text,
  pending_totp_secret   text
);
CREATE INDEX staff_enrolment_staff_idx ON staff_enrolment (staff_id);

-- The console's order list sorts every order by time (issue 29 item 6: lists sorted in the database).
CREATE INDEX orders_created_idx ON orders (created_at DESC, id DESC);
