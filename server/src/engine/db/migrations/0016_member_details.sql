-- The rest of the member service (issue 14 item 7, spec §7 Member): education status and job
-- (ids of the fixed lists in contracts/member/member-details.ts, checked by the application),
-- the integration code the shop's other systems know a member by, reference codes, and the
-- segments an operator maps members to (derived segments are worked out, not stored).

ALTER TABLE member ADD COLUMN education_status_id smallint;
ALTER TABLE member ADD COLUMN job_id smallint;
ALTER TABLE member ADD COLUMN integration_code text;
CREATE UNIQUE INDEX member_integration_code_idx ON member (integration_code) WHERE integration_code IS NOT NULL;
-- Given out the first time the member asks for their references.
ALTER TABLE member ADD COLUMN reference_code text;
CREATE UNIQUE INDEX member_reference_code_idx ON member (reference_code) WHERE reference_code IS NOT NULL;
ALTER TABLE member ADD COLUMN referred_by integer REFERENCES member (id);
ALTER TABLE member ADD COLUMN referred_at timestamptz;
CREATE INDEX member_referred_by_idx ON member (referred_by) WHERE referred_by IS NOT NULL;

CREATE TABLE member_segment_mapping (
  member_id    integer NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  segment_code text    NOT NULL,
  assigned_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, segment_code)
);
