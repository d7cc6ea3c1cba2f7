-- Activation by SMS (MEMBER_ACTIVATION) and a mobile phone proven by a code (issue 14).
-- activation: what the member had to prove when they signed up ('email', 'sms' or 'email+sms'),
-- fixed then, so a later change of the setting does not stop members who already activated.
-- mobile_verified: the mobile phone on the row came back with a code texted to it.
ALTER TABLE member ADD COLUMN activation text NOT NULL DEFAULT 'email' CHECK (activation IN ('email', 'sms', 'email+sms'));
ALTER TABLE member ADD COLUMN mobile_verified boolean NOT NULL DEFAULT false;
