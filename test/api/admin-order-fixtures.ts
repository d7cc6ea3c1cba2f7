import request from 'supertest';
import type { StaffRole } from '../../contracts/admin/staff.js';
import { signedInStaff } from '../support/staff-session.js';
import { orderSuite } from './order-shoppers.js';

/**
 * An order suite (order-shoppers.ts: shoppers, the bank's refunds recorded) with a staff member of
 * each role signed in to the console (issue 30 orders and payments suites).
 */
export function adminOrderSuite(variants: number) {
  const suite = orderSuite(variants);
  const cookies = new Map<StaffRole, string>();
  beforeAll(async () => {
    for (const role of ['owner', 'orders', 'support', 'catalogue'] as const) cookies.set(role, (await signedInStaff(suite.shop(), role)).cookie);
  }, 60_000);
  const as = (role: StaffRole) => {
    const cookie = cookies.get(role)!;
    const api = request(suite.shop().url);
    return {
      get: (path: string) => api.get(`/admin/api/${path}`).set('Cookie', cookie),
      post: (path: string, body: object = {}) => api.post(`/admin/api/${path}`).set('Cookie', cookie).send(body),
    };
  };
  /** The order's console id, from its number. */
  async function idOf(docNo: string): Promise<number> {
    const [row] = await suite.db().query<{ id: number }>('SELECT id FROM orders WHERE doc_no = $1', [docNo]);
    return Number(row.id);
  }
  /** Audit entries about `thingType` `thingId`, oldest first. */
  async function auditOf(thingType: string, thingId: number) {
    return suite.db().query<{ staff_email: string; action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      'SELECT staff_email, action, before, after FROM audit_entry WHERE thing_type = $1 AND thing_id = $2 ORDER BY id', [thingType, String(thingId)]);
  }
  return { ...suite, as, idOf, auditOf, cookie: (role: StaffRole) => cookies.get(role)! };
}
