-- A member's messages to the shop and the coupons given to members (issue 14 item 6).

-- The subjects a member chooses from when writing to the shop.
CREATE TABLE message_subject (
  id         integer PRIMARY KEY,
  name_tr    text    NOT NULL,
  name_en    text    NOT NULL,
  sort_order integer NOT NULL
);

INSERT INTO message_subject (id, name_tr, name_en, sort_order) VALUES
  (1, 'Sipariş', 'Order', 1),
  (2, 'Ürün', 'Product', 2),
  (3, 'İade', 'Return', 3),
  (4, 'Öneri', 'Suggestion', 4),
  (5, 'Diğer', 'Other', 5);

-- One conversation of a member with the shop; every statement a member's call runs names the member.
CREATE TABLE message_thread (
  id              serial  PRIMARY KEY,
  member_id       integer NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  subject_id      integer NOT NULL REFERENCES message_subject (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  -- Moves with every message: the member's list is newest activity first.
  last_message_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_thread_member_idx ON message_thread (member_id, last_message_at DESC);

-- The messages of a thread, the member's and the shop's, in the order written.
CREATE TABLE thread_message (
  id         serial  PRIMARY KEY,
  thread_id  integer NOT NULL REFERENCES message_thread (id) ON DELETE CASCADE,
  author     text    NOT NULL CHECK (author IN ('member', 'shop')),
  body       text    NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX thread_message_thread_idx ON thread_message (thread_id, id);

-- Coupons every new member is given at sign-up (the welcome coupon).
ALTER TABLE coupon ADD COLUMN given_on_sign_up boolean NOT NULL DEFAULT false;
UPDATE coupon SET given_on_sign_up = true WHERE code = 'HOSGELDIN10';

-- Coupons given to a member (beside those made for one member only, coupon.member_id): each
-- member uses theirs once.
CREATE TABLE member_coupon (
  member_id integer NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  code      text    NOT NULL REFERENCES coupon (code),
  given_at  timestamptz NOT NULL DEFAULT now(),
  used_at   timestamptz,
  PRIMARY KEY (member_id, code)
);

-- Members who signed up before this get the welcome coupon too.
INSERT INTO member_coupon (member_id, code)
  SELECT m.id, c.code FROM member m CROSS JOIN coupon c WHERE c.given_on_sign_up AND NOT m.is_guest AND m.deleted_at IS NULL;
