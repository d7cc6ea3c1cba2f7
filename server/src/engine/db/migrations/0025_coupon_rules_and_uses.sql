-- Coupon rules and coupon uses (issue 27 item 5). Before this a coupon was checked only for its
-- dates, its minimum and its one member, and no use was ever recorded: the welcome coupon took
-- 10% off every order of anyone who typed it. Now each coupon says who may use it and how often,
-- and every order that takes a coupon writes one coupon_use in its own placement transaction
-- (the coupon row locked while its uses are counted, so two placements never both take the last
-- use). A cancelled order gives its use back (released_at): the coupon bought nothing.

-- anyone: every shopper (visitors may put it in the cart; the use is counted at placement, signed
--   in as a member or a guest);
-- members: registered members only, never guests or visitors;
-- holders: only members it was given to (member_coupon, e.g. the welcome coupon at sign-up).
-- member_id (0005) still narrows a coupon to one member.
ALTER TABLE coupon ADD COLUMN audience text NOT NULL DEFAULT 'anyone' CHECK (audience IN ('anyone', 'members', 'holders'));
-- How many orders of one shopper (one member id, or one e-mail address) may use it; NULL: no limit.
ALTER TABLE coupon ADD COLUMN uses_per_shopper integer CHECK (uses_per_shopper > 0);
-- How many orders may use it in all; NULL: no limit.
ALTER TABLE coupon ADD COLUMN total_uses integer CHECK (total_uses > 0);
-- Only on the member's first order (no earlier order of theirs that was not cancelled).
ALTER TABLE coupon ADD COLUMN first_order_only boolean NOT NULL DEFAULT false;

CREATE TABLE coupon_use (
  id          serial      PRIMARY KEY,
  code        text        NOT NULL REFERENCES coupon (code),
  -- One coupon per order (the cart holds one).
  order_id    integer     NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  member_id   integer     NOT NULL,
  -- Lower case: a guest is counted by the address, whatever case it was typed in.
  email       text        NOT NULL,
  used_at     timestamptz NOT NULL DEFAULT now(),
  -- The order was cancelled: the use no longer counts.
  released_at timestamptz
);
CREATE INDEX coupon_use_member_idx ON coupon_use (code, member_id) WHERE released_at IS NULL;
CREATE INDEX coupon_use_email_idx ON coupon_use (code, email) WHERE released_at IS NULL;

-- The demo coupons' rules. The welcome coupon: members it was given to, once, on their first order.
UPDATE coupon SET audience = 'holders', uses_per_shopper = 1, first_order_only = true WHERE code = 'HOSGELDIN10';
-- The public cart coupon: once per member or guest e-mail, for the first thousand orders.
UPDATE coupon SET uses_per_shopper = 1, total_uses = 1000 WHERE code = 'SEPET50';
-- A coupon made for one member is used once.
UPDATE coupon SET uses_per_shopper = 1 WHERE member_id IS NOT NULL;

-- What existing databases already spent: every order placed with a coupon and not cancelled
-- (status 13) counts as a use from now on, so a member who took the welcome coupon three times
-- does not take it a fourth.
INSERT INTO coupon_use (code, order_id, member_id, email, used_at)
  SELECT o.coupon_code, o.id, o.member_id, lower(o.email), o.created_at
    FROM orders o JOIN coupon c ON c.code = o.coupon_code
   WHERE o.status <> 13;
UPDATE member_coupon mc SET used_at = u.used_at
  FROM (SELECT code, member_id, min(used_at) AS used_at FROM coupon_use GROUP BY code, member_id) u
 WHERE u.code = mc.code AND u.member_id = mc.member_id AND mc.used_at IS NULL;
