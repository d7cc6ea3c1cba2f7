import request from 'supertest';
import type { AuditEntry } from '../../contracts/admin/audit.js';
import type { CreatedStaff, StaffAccount } from '../../contracts/admin/staff.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { StaffMessage } from '../../server/src/engine/staff/staff-messages.js';
import { enrolStaff, newStaffEmail, signedInStaff, signInStaff, STAFF_PASSWORD, totpCode, type SignedInTestStaff } from '../support/staff-session.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The owner's staff accounts (issue 29 item 2) and the audit log of every change to them
 * (issue 29 item 3): who, when, what, before and after, written in the change's transaction.
 */

const ORIGIN = 'http://localhost:47131';

describe('staff accounts and audit log API (issue 29 items 2 and 3)', () => {
  let shop: TestApp;
  let db: Database;
  let owner: SignedInTestStaff;
  beforeAll(async () => {
    shop = await startTestApp({ PUBLIC_URL: ORIGIN, RATE_LIMIT_SCALE: '100' });
    db = shop.app.get<Database>(DATABASE);
    owner = await signedInStaff(shop, 'owner', { name: 'Shop Owner' });
  });
  afterAll(async () => {
    await shop?.close();
  });
  const asOwner = {
    get: (path: string) => request(shop.url).get(path).set('Cookie', owner.cookie),
    post: (path: string) => request(shop.url).post(path).set('Cookie', owner.cookie),
    put: (path: string) => request(shop.url).put(path).set('Cookie', owner.cookie),
  };
  const auditOf = async (filter: Record<string, unknown>, extra: Record<string, string> = {}) =>
    (await asOwner.get('/admin/api/audit-log').query({ filter: JSON.stringify(filter), sort: '["id","ASC"]', ...extra }).expect(200)).body as AuditEntry[];
  const create = async (body: object) => (await asOwner.post('/admin/api/staff').send(body).expect(201)).body as CreatedStaff;

  describe('the last owner', () => {
    // First: until another owner enrols, the suite's owner is the only one who can sign in.
    it('cannot lose the role or be disabled while no other owner can sign in (an unenrolled owner does not count)', async () => {
      const unenrolled = await create({ email: newStaffEmail('owner2'), role: 'owner' });
      await asOwner.put(`/admin/api/staff/${owner.identity.id}`).send({ role: 'catalogue' }).expect(409, { isSuccess: false, status: 409, message: StaffMessage.lastOwner.tr });
      await asOwner.put(`/admin/api/staff/${owner.identity.id}`).send({ enabled: false }).expect(409);
      const second = await enrolStaff(shop, new URL(unenrolled.enrolLink).searchParams.get('token')!);
      // With a second owner who can sign in, either may be stepped down, but not both.
      await asOwner.put(`/admin/api/staff/${second.identity.id}`).send({ role: 'support' }).expect(200);
      await asOwner.put(`/admin/api/staff/${owner.identity.id}`).send({ role: 'catalogue' }).expect(409);
    });
  });

  describe('creating an account', () => {
    it('answers the account and a one-time link to the console, and records who created it', async () => {
      const email = newStaffEmail('Yeni').replace('yeni', 'YENI');
      const created = await create({ email: `  ${email}  `, role: 'catalogue', name: ' Deniz Kaya ' });
      expect(created).toEqual({
        id: expect.any(Number), email: email.toLowerCase(), name: 'Deniz Kaya', role: 'catalogue', enabled: true, enrolled: false,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), enrolLink: expect.stringMatching(new RegExp(`^${ORIGIN}/admin/enrol\\?token=`)),
      });
      const { enrolLink, ...account } = created;
      const [entry] = await auditOf({ thingType: 'staff', thingId: String(created.id) });
      expect(entry).toEqual({
        id: expect.any(Number), at: expect.any(String), staffId: owner.identity.id, staffEmail: owner.email,
        action: 'staff.create', thingType: 'staff', thingId: String(created.id), before: null, after: account,
      });
      expect(JSON.stringify(entry)).not.toContain(new URL(enrolLink).searchParams.get('token'));
      // The link works, once.
      const enrolled = await enrolStaff(shop, new URL(enrolLink).searchParams.get('token')!);
      expect(enrolled.identity).toEqual({ id: created.id, email: email.toLowerCase(), name: 'Deniz Kaya', role: 'catalogue' });
      expect((await asOwner.get(`/admin/api/staff/${created.id}`).expect(200)).body).toMatchObject({ enrolled: true });
    });

    it('refuses an e-mail that has an account, in any case, and records nothing', async () => {
      const email = newStaffEmail('twice');
      const first = await create({ email, role: 'support' });
      await asOwner.post('/admin/api/staff').send({ email: email.toUpperCase(), role: 'orders' }).expect(409);
      expect((await auditOf({ thingType: 'staff', thingId: String(first.id) })).map((entry) => entry.action)).toEqual(['staff.create']);
      expect(await db.query('SELECT id FROM staff WHERE email = $1', [email])).toHaveLength(1);
    });

    it.each([
      ['no fields', {}],
      ['no role', { email: 'a@example.com' }],
      ['a role there is not', { email: 'a@example.com', role: 'admin' }],
      ['a number for an e-mail', { email: 12345, role: 'support' }],
      ['no e-mail address', { email: 'not an address', role: 'support' }],
      ['a huge name', { email: 'a@example.com', role: 'support', name: 'x'.repeat(10_000) }],
      ['a field it does not take', { email: 'a@example.com', role: 'support', passwordHash: 'x' }],
      ['an array for a role', { email: 'a@example.com', role: ['owner'] }],
    ])('answers 400 to %s', async (_, body) => {
      const response = await asOwner.post('/admin/api/staff').send(body);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    });

    it('refuses a creation posted from another site, even with the owner\'s cookie', async () => {
      const email = newStaffEmail('csrf');
      await asOwner.post('/admin/api/staff').set('Origin', 'https://evil.example').send({ email, role: 'owner' }).expect(403);
      await asOwner.post('/admin/api/staff').set('Sec-Fetch-Site', 'cross-site').send({ email, role: 'owner' }).expect(403);
      expect(await db.query('SELECT id FROM staff WHERE email = $1', [email])).toHaveLength(0);
    });
  });

  describe('changing an account', () => {
    it('changes the role and records before and after', async () => {
      const member = await signedInStaff(shop, 'orders');
      const changed = (await asOwner.put(`/admin/api/staff/${member.identity.id}`).send({ role: 'support' }).expect(200)).body as StaffAccount;
      expect(changed).toMatchObject({ id: member.identity.id, role: 'support', enabled: true });
      const entries = await auditOf({ thingType: 'staff', thingId: member.identity.id });
      expect(entries.map((entry) => entry.action)).toEqual(['staff.create', 'staff.update']);
      expect(entries[1]).toMatchObject({ staffId: owner.identity.id, before: { role: 'orders', enabled: true }, after: { role: 'support', enabled: true } });
      // Nothing to change: no entry.
      await asOwner.put(`/admin/api/staff/${member.identity.id}`).send({ role: 'support' }).expect(200);
      expect(await auditOf({ thingType: 'staff', thingId: member.identity.id })).toHaveLength(2);
    });

    it('disables an account: its sessions end at once, it cannot sign in, and the log says so', async () => {
      const member = await signedInStaff(shop, 'catalogue');
      await asOwner.put(`/admin/api/staff/${member.identity.id}`).send({ enabled: false }).expect(200);
      await request(shop.url).get('/admin/api/session').set('Cookie', member.cookie).expect(401);
      expect(await db.query('SELECT id FROM staff_session WHERE staff_id = $1', [member.identity.id])).toHaveLength(0);
      await signInStaff(shop, member.email, STAFF_PASSWORD, await totpCode(member.secret, 1)).expect(401);
      const [, entry] = await auditOf({ thingType: 'staff', thingId: member.identity.id });
      expect(entry).toMatchObject({ action: 'staff.disable', before: { enabled: true }, after: { enabled: false } });
      // Enabled again, the account signs in.
      await asOwner.put(`/admin/api/staff/${member.identity.id}`).send({ enabled: true }).expect(200);
      await signInStaff(shop, member.email, STAFF_PASSWORD, member.recoveryCodes[0]).expect(200);
    });

    it('makes the change and its audit entry commit together: a failed entry leaves the account as it was', async () => {
      const member = await signedInStaff(shop, 'orders');
      // A rule the audit table breaks for this one change, as a full disk or a lost connection would.
      await db.query(`ALTER TABLE audit_entry ADD CONSTRAINT test_refuses_entry CHECK (thing_id <> '${member.identity.id}' OR action <> 'staff.update')`);
      try {
        const failed = await asOwner.put(`/admin/api/staff/${member.identity.id}`).send({ role: 'catalogue' });
        expect(failed.status).toBe(500);
      } finally {
        await db.query('ALTER TABLE audit_entry DROP CONSTRAINT test_refuses_entry');
      }
      expect((await asOwner.get(`/admin/api/staff/${member.identity.id}`).expect(200)).body).toMatchObject({ role: 'orders' });
    });

    it.each([
      ['a role there is not', 400, '{id}', { role: 'root' }],
      ['text for enabled', 400, '{id}', { enabled: 'yes' }],
      ['an id that is no number', 400, 'abc', { role: 'support' }],
      ['an id too large', 400, '99999999999', { role: 'support' }],
      ['an account there is not', 404, '2147483647', { role: 'support' }],
    ])('answers %s with %d', async (_, status, id, body) => {
      await asOwner.put(`/admin/api/staff/${id.replace('{id}', String(owner.identity.id))}`).send(body).expect(status);
    });
  });

  describe('a new one-time link', () => {
    it('replaces a lost authenticator and password: older links close, the old factors and sessions stop working, the log says who gave it', async () => {
      const member = await signedInStaff(shop, 'catalogue');
      const first = (await asOwner.post(`/admin/api/staff/${member.identity.id}/enrolment-link`).expect(201)).body as CreatedStaff;
      const second = (await asOwner.post(`/admin/api/staff/${member.identity.id}/enrolment-link`).expect(201)).body as CreatedStaff;
      expect(second).toMatchObject({ id: member.identity.id, email: member.email, enrolled: true, enrolLink: expect.stringMatching(new RegExp(`^${ORIGIN}/admin/enrol\\?token=`)) });
      const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
      await request(shop.url).post('/admin/api/enrolment/start').send({ token: tokenOf(first.enrolLink), password: STAFF_PASSWORD }).expect(400);
      // Until the new link is followed, the old factors still sign in.
      await request(shop.url).get('/admin/api/session').set('Cookie', member.cookie).expect(200);
      const renewed = await enrolStaff(shop, tokenOf(second.enrolLink), 'a brand new password');
      await request(shop.url).get('/admin/api/session').set('Cookie', member.cookie).expect(401);
      await request(shop.url).get('/admin/api/session').set('Cookie', renewed.cookie).expect(200);
      await signInStaff(shop, member.email, STAFF_PASSWORD, member.recoveryCodes[0]).expect(401);
      await signInStaff(shop, member.email, 'a brand new password', member.recoveryCodes[1]).expect(401);
      await signInStaff(shop, member.email, 'a brand new password', renewed.recoveryCodes[0]).expect(200);
      const links = (await auditOf({ thingType: 'staff', thingId: member.identity.id })).filter((entry) => entry.action === 'staff.enrolment-link');
      expect(links).toHaveLength(2);
      expect(links[0]).toMatchObject({ staffId: owner.identity.id, before: null, after: { linkExpiresAt: expect.any(String) } });
    });

    it('answers 404 for an account there is not', async () => {
      await asOwner.post('/admin/api/staff/2147483647/enrolment-link').expect(404);
    });
  });

  describe('the staff list', () => {
    it('sorts and pages in the database and says the total in Content-Range', async () => {
      const response = await asOwner.get('/admin/api/staff').query({ sort: '["email","ASC"]', range: '[0,1]' }).expect(200);
      const total = Number(/^staff 0-1\/(\d+)$/.exec(response.headers['content-range'])![1]);
      expect(total).toBeGreaterThan(2);
      const all = (await asOwner.get('/admin/api/staff').query({ sort: '["email","ASC"]', range: `[0,${total - 1}]` }).expect(200)).body as StaffAccount[];
      expect(all.map((account) => account.email)).toEqual(all.map((account) => account.email).sort());
      expect(response.body).toEqual(all.slice(0, 2));
      expect(all[0]).not.toHaveProperty('passwordHash');
      expect(JSON.stringify(all)).not.toMatch(/argon2|totp/i);
      const past = await asOwner.get('/admin/api/staff').query({ range: `[${total + 10},${total + 19}]` }).expect(200);
      expect(past.body).toEqual([]);
      expect(past.headers['content-range']).toBe(`staff ${total + 10}-${total + 10}/${total}`);
    });
    it('filters in the database by words of the e-mail or name, role and enabled, and by ids (issue 29, console gap 1)', async () => {
      const word = `filt${Date.now().toString(36)}`;
      const byName = await create({ email: newStaffEmail('plain'), role: 'support', name: `Ayşe ${word}` });
      const byEmail = await create({ email: newStaffEmail(word), role: 'orders' });
      const disabled = await create({ email: newStaffEmail(`${word}off`), role: 'support' });
      await asOwner.put(`/admin/api/staff/${disabled.id}`).send({ enabled: false }).expect(200);
      const listed = async (filter: Record<string, unknown>) => {
        const response = await asOwner.get('/admin/api/staff').query({ filter: JSON.stringify(filter), sort: '["id","ASC"]' }).expect(200);
        const ids = (response.body as StaffAccount[]).map((account) => account.id);
        expect(response.headers['content-range']).toMatch(new RegExp(`/${ids.length}$`));
        return ids;
      };
      expect(await listed({ q: word.toUpperCase() })).toEqual([byName.id, byEmail.id, disabled.id]);
      expect(await listed({ q: `  ${word} `, role: 'support' })).toEqual([byName.id, disabled.id]);
      expect(await listed({ q: word, enabled: false })).toEqual([disabled.id]);
      expect(await listed({ q: word, enabled: 'true', role: 'orders' })).toEqual([byEmail.id]);
      expect(await listed({ id: [disabled.id, byName.id] })).toEqual([byName.id, disabled.id]);
      // LIKE's own characters are letters like any other.
      expect(await listed({ q: '%' })).toEqual([]);
      expect(await listed({ q: '' })).toEqual(expect.arrayContaining([owner.identity.id, byName.id, byEmail.id, disabled.id]));
    });

    it.each([
      ['an unknown role', { role: 'admin' }],
      ['a word for enabled', { enabled: 'yes' }],
      ['an object for the words', { q: { $ne: '' } }],
      ['words too long', { q: 'x'.repeat(201) }],
      ['an unknown filter', { password: 'x' }],
    ])('answers 400 to %s in the staff list filter', async (_, filter) => {
      await asOwner.get('/admin/api/staff').query({ filter: JSON.stringify(filter) }).expect(400);
    });
  });

  describe('the audit log', () => {
    it('filters by person, thing and date, newest first unless asked otherwise', async () => {
      const other = await signedInStaff(shop, 'owner');
      const made = (await request(shop.url).post('/admin/api/staff').set('Cookie', other.cookie).send({ email: newStaffEmail('byother'), role: 'support' }).expect(201)).body as CreatedStaff;
      const byOther = await auditOf({ staffId: other.identity.id });
      expect(byOther).toEqual([expect.objectContaining({ action: 'staff.create', thingId: String(made.id), staffEmail: other.email })]);
      const newestFirst = (await asOwner.get('/admin/api/audit-log').expect(200)).body as AuditEntry[];
      expect(newestFirst[0]).toMatchObject({ thingId: String(made.id) });
      expect(newestFirst.map((entry) => entry.at)).toEqual(newestFirst.map((entry) => entry.at).sort().reverse());
      const at = new Date(byOther[0].at).getTime();
      const day = (offset: number) => new Date(at + offset * 86_400_000).toISOString().slice(0, 10);
      const [yesterday, today, tomorrow] = [day(-1), day(0), day(1)];
      expect(await auditOf({ staffId: other.identity.id, from: today, to: today })).toHaveLength(1);
      expect(await auditOf({ staffId: other.identity.id, from: tomorrow })).toHaveLength(0);
      expect(await auditOf({ staffId: other.identity.id, to: yesterday })).toHaveLength(0);
      expect(await auditOf({ staffId: other.identity.id, from: new Date(at - 1).toISOString(), to: new Date(at + 1).toISOString() })).toHaveLength(1);
      const paged = await asOwner.get('/admin/api/audit-log').query({ filter: JSON.stringify({ thingType: 'staff' }), range: '[0,0]' }).expect(200);
      expect(paged.body).toHaveLength(1);
      expect(paged.headers['content-range']).toMatch(/^audit-log 0-0\/\d+$/);
    });

    it.each([
      ['a date that is no date', { from: '2026-13-45' }],
      ['a word for a date', { to: 'yesterday' }],
      ['a person that is no id', { staffId: 'owner' }],
      ['an object for a thing', { thingId: { $gt: '' } }],
      ['a huge thing type', { thingType: 'x'.repeat(5_000) }],
      ['an unknown filter', { action: 'staff.create' }],
    ])('answers 400 to %s', async (_, filter) => {
      await asOwner.get('/admin/api/audit-log').query({ filter: JSON.stringify(filter) }).expect(400);
    });

    it('answers 400 to a sort by a column it does not offer', async () => {
      await asOwner.get('/admin/api/audit-log').query({ sort: '["before","ASC"]' }).expect(400);
    });
  });
});
