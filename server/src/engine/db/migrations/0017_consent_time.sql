-- When a member confirmed each marketing permission with a code (İYS practice: the consent and
-- its moment are kept); null while the permission is off or was given before codes existed.
ALTER TABLE member ADD COLUMN email_permitted_at timestamptz;
ALTER TABLE member ADD COLUMN sms_permitted_at timestamptz;
