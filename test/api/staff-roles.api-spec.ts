import request from 'supertest';
import type { AdminOrderRow } from '../../contracts/admin/orders.js';
import { STAFF_ROLES, type StaffRole } from '../../contracts/admin/staff.js';
import { variantsInStock } from './cart-fixtures.js';
import { orderShoppers } from './order-shoppers.js';
import { createStaff, newStaffEmail, signedInStaff, type SignedInTestStaff } from '../support/staff-session.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Roles of the operator console, checked on the server for every staff route (issue 29 item 2):
 * per role, what it may call (2xx) and what it may not (403), and 401 without a session.
 * One row per route: the catalogue's routes join the table as they are built.
 */

interface StaffRoute {
  name: string;
  method: 'get' | 'post' | 'put' | 'delete';
  /** The path, given the suite's fixtures (an account to change ...). */
  path: (fixtures: Fixtures) => string;
  body?: () => object;
  /** Who may call it (the owner always may). */
  admits: readonly StaffRole[];
}

interface Fixtures {
  /** An account the routes that change one may change. */
  staffId: number;
}

const EVERY_ROLE = STAFF_ROLES;
const OWNER_ONLY: readonly StaffRole[] = ['owner'];

const ROUTES: StaffRoute[] = [
  { name: 'who am I', method: 'get', path: () => '/admin/api/session', admits: EVERY_ROLE },
  { name: 'staff list', method: 'get', path: () => '/admin/api/staff', admits: OWNER_ONLY },
  { name: 'one staff account', method: 'get', path: ({ staffId }) => `/admin/api/staff/${staffId}`, admits: OWNER_ONLY },
  { name: 'create a staff account', method: 'post', path: () => '/admin/api/staff', body: () => ({ email: newStaffEmail('new'), role: 'support' }), admits: OWNER_ONLY },
  { name: 'a new one-time link for an account', method: 'post', path: ({ staffId }) => `/admin/api/staff/${staffId}/enrolment-link`, admits: OWNER_ONLY },
  { name: 'change a staff account', method: 'put', path: ({ staffId }) => `/admin/api/staff/${staffId}`, body: () => ({ role: 'support' }), admits: OWNER_ONLY },
  { name: 'audit log', method: 'get', path: () => '/admin/api/audit-log', admits: OWNER_ONLY },
  { name: 'order list', method: 'get', path: () => '/admin/api/orders', admits: ['owner', 'orders', 'support'] },
];

describe('staff roles API (issue 29 item 2)', () => {
  let shop: TestApp;
  const staff = {} as Record<StaffRole, SignedInTestStaff>;
  const fixtures = {} as Fixtures;
  beforeAll(async () => {
    shop = await startTestApp({ RATE_LIMIT_SCALE: '100' });
    for (const role of STAFF_ROLES) staff[role] = await signedInStaff(shop, role);
    fixtures.staffId = (await createStaff(shop, { role: 'support' })).id;
  });
  afterAll(async () => {
    await shop?.close();
  });
  const call = (route: StaffRoute, cookie?: string) => {
    const pending = request(shop.url)[route.method](route.path(fixtures));
    if (cookie) pending.set('Cookie', cookie);
    return route.body ? pending.send(route.body()) : pending;
  };

  const table = STAFF_ROLES.flatMap((role) => ROUTES.map((route) => [role, route.name, route.admits.includes(role) || role === 'owner' ? 'admitted' : 'refused with 403', route] as const));

  it.each(table)('%s: %s is %s', async (role, _, verdict, route) => {
    const response = await call(route, staff[role].cookie);
    if (verdict === 'admitted') {
      expect(response.status).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
    } else {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ status: 403, message: 'Rolünüz bu işleme izin vermiyor' });
    }
  });

  it.each(ROUTES.map((route) => [route.name, route] as const))('without a session: %s answers 401', async (_, route) => {
    const response = await call(route);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ status: 401 });
  });

  it('applies a changed role at the next request, without signing in again', async () => {
    const member = await signedInStaff(shop, 'catalogue');
    await request(shop.url).get('/admin/api/orders').set('Cookie', member.cookie).expect(403);
    await request(shop.url).put(`/admin/api/staff/${member.identity.id}`).set('Cookie', staff.owner.cookie).send({ role: 'orders' }).expect(200);
    await request(shop.url).get('/admin/api/orders').set('Cookie', member.cookie).expect(200);
  });

  describe('the order list (read only in part 1)', () => {
    it('lists orders newest first with number, time, status, total, currency with its decimals (issue 29 console gap 3) and e-mail, paginated with Content-Range', async () => {
      const shoppers = orderShoppers(() => shop);
      const [variant] = await variantsInStock(shop.url);
      const shopper = await shoppers.member();
      const placed = [await shoppers.order(shopper, [{ variant, quantity: 1 }]), await shoppers.order(shopper, [{ variant, quantity: 1 }])];
      const response = await request(shop.url).get('/admin/api/orders').query({ sort: '["createdAt","DESC"]', range: '[0,0]' }).set('Cookie', staff.support.cookie).expect(200);
      const rows = response.body as AdminOrderRow[];
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ number: placed[1].docNo, customerEmail: shopper.email, currency: 'TRY', currencyDecimals: 2 });
      expect(rows[0].total).toBeGreaterThan(0);
      expect(response.headers['content-range']).toMatch(/^orders 0-0\/\d+$/);
      const total = Number(response.headers['content-range'].split('/')[1]);
      expect(total).toBeGreaterThanOrEqual(2);
      const second = await request(shop.url).get('/admin/api/orders').query({ sort: '["createdAt","DESC"]', range: '[1,1]' }).set('Cookie', staff.support.cookie).expect(200);
      expect((second.body as AdminOrderRow[])[0].number).toBe(placed[0].docNo);
    });

    it.each([
      ['a sort field it does not have', { sort: '["password","ASC"]' }],
      ['a sort that is not JSON', { sort: 'createdAt' }],
      ['a range backwards', { range: '[5,1]' }],
      ['a negative range', { range: '[-1,5]' }],
      ['an unknown filter', { filter: '{"sql":"1=1"}' }],
      ['a status that is no status', { filter: '{"status":99}' }],
      ['a status as text', { filter: '{"status":"1; DROP TABLE orders"}' }],
    ])('answers 400 to %s', async (_, query) => {
      const response = await request(shop.url).get('/admin/api/orders').query(query).set('Cookie', staff.orders.cookie);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    });
  });
});
