-- Sign-ins as records (issue 27 items 6 and 10).
--
-- Every token naming a member or guest has a sign-in row; a token without one is refused. The
-- row holds its lifetime: a sign-in without remember-me ends 12 hours after it began or after
-- 30 minutes without a request (last_seen_at, written at most once a minute); a remembered one
-- lasts 180 days. Sign-out, a password change, a password renewal and the member's deletion
-- delete rows. Tokens issued before this migration have no row: everyone signs in again once.
CREATE TABLE sign_in (
  token_id     text        PRIMARY KEY,
  member_id    integer     NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  remembered   boolean     NOT NULL,
  -- The sign-in's absolute end (the token's own expiry).
  expires_at   timestamptz NOT NULL,
  -- Seconds without a request after which it ends; NULL for a remembered sign-in.
  idle_seconds integer,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX sign_in_member_idx ON sign_in (member_id);
CREATE INDEX sign_in_expires_idx ON sign_in (expires_at);

-- Sign-outs were kept here by token id; a sign-out now deletes the sign-in's row.
DROP TABLE revoked_token;

-- A visitor's cart used to become the member's (or guest's) at sign-up, so the visitor's token
-- went on reaching it. Every member and guest gets a new cart id no token issued before names;
-- the lines and choices move with it, and the old carts go (a token naming one gets a new cart).
ALTER TABLE cart ADD COLUMN rekeyed_for integer, ADD COLUMN retired boolean NOT NULL DEFAULT false;
UPDATE cart SET retired = true WHERE id IN (SELECT cart_id FROM member);
INSERT INTO cart (coupon_code, version, shipment_option_id, gift_box, gift_note, rekeyed_for)
  SELECT c.coupon_code, c.version + 1, c.shipment_option_id, c.gift_box, c.gift_note, m.id
    FROM member m JOIN cart c ON c.id = m.cart_id;
-- Two rows sharing a cart (a guest's cart taken by a member with none): the first keeps the lines.
UPDATE cart_item i SET cart_id = n.id
  FROM cart n JOIN member m ON m.id = n.rekeyed_for
 WHERE m.cart_id = i.cart_id AND m.id = (SELECT min(o.id) FROM member o WHERE o.cart_id = i.cart_id);
UPDATE member m SET cart_id = n.id FROM cart n WHERE n.rekeyed_for = m.id;
DELETE FROM cart WHERE retired;
ALTER TABLE cart DROP COLUMN rekeyed_for, DROP COLUMN retired;

-- When each renewal link was mailed (issue 27 items 9 and 12): a newer link ends the earlier ones,
-- and an account gets at most one renewal mail in five minutes.
ALTER TABLE password_renewal ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();

-- When the owner of an address was last told that someone signed up with it (issue 27 item 12):
-- at most one such mail in five minutes.
ALTER TABLE member ADD COLUMN sign_up_notice_at timestamptz;
