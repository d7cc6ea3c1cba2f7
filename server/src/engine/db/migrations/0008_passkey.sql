-- Passkeys (issue 14 item 11): WebAuthn credentials a member adds in the account area, a second
-- way to sign in beside the password, and the one-use challenges of their ceremonies.

CREATE TABLE passkey (
  id            serial  PRIMARY KEY,
  member_id     integer NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  -- The credential id as the browser reports it (base64url); it finds the member at sign-in.
  credential_id text    NOT NULL,
  -- The COSE public key (base64url), as text so PGlite and PostgreSQL read it alike.
  public_key    text    NOT NULL,
  -- The authenticator's signature counter (32-bit unsigned); 0 for authenticators that keep none.
  counter       bigint  NOT NULL DEFAULT 0 CHECK (counter >= 0),
  -- How the browser may reach the authenticator (["internal", "hybrid", ...]).
  transports    jsonb   NOT NULL DEFAULT '[]',
  -- The WebAuthn user handle (base64url) the credential was made for: one per member, no personal data.
  user_handle   text    NOT NULL,
  name          text    NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_used_at  timestamptz
);
CREATE UNIQUE INDEX passkey_credential_idx ON passkey (credential_id);
CREATE INDEX passkey_member_idx ON passkey (member_id);

-- A challenge is taken (deleted) by the one verification that uses it, and is refused once expired.
CREATE TABLE passkey_challenge (
  challenge   text PRIMARY KEY,
  purpose     text NOT NULL CHECK (purpose IN ('registration', 'authentication')),
  -- Registration: the member it was given to (and the user handle the new passkey gets); null for sign-in.
  member_id   integer REFERENCES member (id) ON DELETE CASCADE,
  user_handle text,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX passkey_challenge_expiry_idx ON passkey_challenge (expires_at);
