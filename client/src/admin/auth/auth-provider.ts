import type { AuthProvider } from 'ra-core';
import type { StaffIdentity } from '../../../../contracts/admin/staff';
import { mayUse } from '../access/role-access';
import { STAFF_API } from '../console-address';
import { staffFetch } from '../data/staff-http';

/** What the sign-in form sends (POST /admin/api/session): the password and a TOTP or recovery code. */
export interface StaffCredentials {
  email: string;
  password: string;
  code: string;
}

const SESSION = `${STAFF_API}/session`;
const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/**
 * react-admin's sign-in over the staff session routes: the session is the httpOnly cookie the
 * server sets, so the console keeps only who is signed in, asked again at every page change.
 */
export function staffAuthProvider(): AuthProvider {
  let identity: Promise<StaffIdentity> | undefined;
  const whoAmI = (fresh = false) => {
    if (fresh || !identity) {
      identity = staffFetch(SESSION).then((answer) => answer.json as StaffIdentity);
      identity.catch(() => { identity = undefined; });
    }
    return identity;
  };
  return {
    async login(credentials: StaffCredentials) {
      const answer = await staffFetch(SESSION, { method: 'POST', body: JSON.stringify(credentials) });
      identity = Promise.resolve(answer.json as StaffIdentity);
    },
    async logout() {
      identity = undefined;
      try {
        await staffFetch(SESSION, { method: 'DELETE' });
      } catch {
        // Signed out already (the session ended): the login page follows either way.
      }
    },
    async checkAuth() {
      try {
        await whoAmI(true);
      } catch {
        // Not signed in is no error to announce: the sign-in page says it all.
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-admin's way to redirect without a notification
        throw { message: false };
      }
    },
    checkError(error) {
      // 401: no session (ended, or idle too long). 403 is a refusal of one thing, shown where it happened.
      if (statusOf(error) !== 401) return Promise.resolve();
      identity = undefined;
      return Promise.reject(error as Error);
    },
    async getIdentity() {
      const staff = await whoAmI();
      return { id: staff.id, fullName: staff.name || staff.email, email: staff.email, role: staff.role };
    },
    async getPermissions() {
      return (await whoAmI()).role;
    },
    async canAccess({ resource, action }) {
      try {
        return mayUse((await whoAmI()).role, resource, action);
      } catch {
        return false;
      }
    },
  };
}
