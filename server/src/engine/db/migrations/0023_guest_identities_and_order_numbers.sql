-- Issue 27 items 2 and 7.
--
-- A guest's e-mail is unproven, so it no longer names one shared guest record: every guest logon
-- is a new record that sees only what it made. Only memberships stay one per e-mail. Earlier
-- guest records stay as they are; their orders are still tracked by order number and e-mail.
DROP INDEX member_email_idx;
CREATE UNIQUE INDEX member_email_idx ON member (email) WHERE deleted_at IS NULL AND NOT is_guest;

-- Order numbers are drawn at random now (VTR-{year}-{10 characters}, see engine/order/doc-numbers.ts),
-- so a stranger cannot walk them; the sequence of the old VTR-{year}-{000123} numbers is no longer
-- used. Orders keep the numbers they have.
DROP SEQUENCE order_doc_seq;
