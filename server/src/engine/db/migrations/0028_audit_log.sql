-- The operator console's audit log (issue 29 item 3): every change a staff member makes, written
-- in the same transaction as the change, so a change and its record commit or vanish together.
CREATE TABLE audit_entry (
  id          bigserial   PRIMARY KEY,
  at          timestamptz NOT NULL DEFAULT now(),
  staff_id    integer     NOT NULL,
  -- As it was when the change was made: the log reads the same after an account changes.
  staff_email text        NOT NULL,
  action      text        NOT NULL,
  thing_type  text        NOT NULL,
  thing_id    text        NOT NULL,
  before      jsonb,
  after       jsonb
);
CREATE INDEX audit_entry_at_idx ON audit_entry (at DESC);
CREATE INDEX audit_entry_staff_idx ON audit_entry (staff_id, at DESC);
CREATE INDEX audit_entry_thing_idx ON audit_entry (thing_type, thing_id, at DESC);
