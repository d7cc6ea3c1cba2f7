import type { StaffRole } from '../../contracts/admin/staff.js';
import { signedInStaff } from '../support/staff-session.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A suite's shop (started with `env`) and the Cookie headers of staff signed in with `roles`, started before its tests and closed after (issue 29 catalogue suites, issue 30 campaigns). */
export function catalogueShop(roles: readonly StaffRole[] = ['catalogue'], env: Record<string, string> = {}): { shop: () => TestApp; cookie: (role?: StaffRole) => string } {
  let shop: TestApp | undefined;
  const cookies = new Map<StaffRole, string>();
  beforeAll(async () => {
    shop = await startTestApp(env);
    for (const role of roles) cookies.set(role, (await signedInStaff(shop, role)).cookie);
  }, 60_000);
  afterAll(async () => { await shop?.close(); });
  return { shop: () => shop!, cookie: (role = 'catalogue') => cookies.get(role)! };
}
