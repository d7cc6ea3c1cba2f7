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
