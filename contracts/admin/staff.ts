/**
 * Staff of the operator console (/admin): accounts separate from members, each with one role.
 * The roles and what each may do are checked on the server for every staff route
 * (docs/operator-console.md, "Roles").
 */
export const STAFF_ROLES = ['owner', 'catalogue', 'orders', 'support'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who is signed in to the console, as GET /admin/api/session answers it. */
export interface StaffIdentity {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** Input limits of staff accounts, checked by the staff routes and shown by the console's forms. */
export const STAFF_LIMITS = {
  /** A staff password is at least this long (issue 29 item 2). */
  passwordMin: 12,
  passwordMax: 128,
  emailMax: 254,
  nameMax: 100,
} as const;

/** A new account as the owner creates it (POST /admin/api/staff). */
export interface StaffCreation {
  email: string;
  role: StaffRole;
  name?: string;
}

/** A staff account as the console lists it (GET /admin/api/staff). */
export interface StaffAccount extends StaffIdentity {
  enabled: boolean;
  /** The one-time link was followed to its end: a password and an authenticator are set. */
  enrolled: boolean;
  createdAt: string;
}

/** POST /admin/api/staff answers the account and its one-time enrolment link (valid 24 hours). */
export interface CreatedStaff extends StaffAccount {
  enrolLink: string;
}

/** POST /admin/api/enrolment/start answers the authenticator's secret, as text and as an otpauth:// URI for a QR code. */
export interface EnrolmentStarted {
  otpauthUri: string;
  secret: string;
}

/** POST /admin/api/enrolment/finish answers the ten recovery codes, shown once, and the signed-in member. */
export interface EnrolmentFinished {
  recoveryCodes: string[];
  staff: StaffIdentity;
}
