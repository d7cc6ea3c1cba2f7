import type { INestApplication } from '@nestjs/common';
import { generate } from 'otplib';
import request from 'supertest';
import type { EnrolmentFinished, EnrolmentStarted, StaffIdentity, StaffRole } from '../../contracts/admin/staff.js';
import { COMMAND_LINE, StaffAccountsService } from '../../server/src/engine/staff/staff-accounts.service.js';
import { STAFF_COOKIE } from '../../server/src/engine/staff/staff-cookie.js';

/**
 * Staff of the operator console for API tests (issue 29): accounts made the way
 * `npm run staff:create` makes them, then enrolled and signed in through the real routes, with
 * TOTP codes an authenticator app would show.
 */

/** The running app a suite started (test/support/test-app.ts). */
export interface StaffTestApp {
  app: INestApplication;
  url: string;
}

/** The password every test account enrols with. */
export const STAFF_PASSWORD = 'personel şifresi 2026';

/** A staff account created, its enrolment link not yet followed. */
export interface CreatedTestStaff {
  id: number;
  email: string;
  role: StaffRole;
  /** The one-time link as printed: {origin}/admin/enrol?token=... */
  enrolLink: string;
  /** The link's token, as the enrolment routes take it. */
  token: string;
}

/** A staff account enrolled and signed in. */
export interface SignedInTestStaff {
  identity: StaffIdentity;
  email: string;
  password: string;
  /** The authenticator's secret, for totpCode. */
  secret: string;
  /** The ten recovery codes enrolment answered. */
  recoveryCodes: string[];
  /** The Cookie header of the session (vitrin_staff=...), for .set('Cookie', cookie). */
  cookie: string;
}

let sequence = 0;

/** An e-mail no other test account has. */
export const newStaffEmail = (label = 'staff'): string => `${label}-${Date.now()}-${sequence += 1}@example.com`;

/**
 * The authenticator's code for `secret`, `stepsAhead` 30-second steps from now. Enrolment takes
 * the code of now, so a sign-in right after it needs a later step (1: the window admits it), or
 * it is refused as a replay.
 */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/** The Cookie header a response's staff session cookie makes; '' when it set none. */
export function staffCookieOf(response: { headers: Record<string, unknown> }): string {
  const lines = (response.headers['set-cookie'] ?? []) as string[];
  const line = lines.find((each) => each.startsWith(`${STAFF_COOKIE}=`));
  const pair = line?.split(';')[0] ?? '';
  return pair === `${STAFF_COOKIE}=` ? '' : pair;
}

/** Creates an account as `npm run staff:create` does (same service, same audit entry). */
export async function createStaff(shop: StaffTestApp, { email = newStaffEmail(), role, name }: { email?: string; role: StaffRole; name?: string }): Promise<CreatedTestStaff> {
  const created = await shop.app.get(StaffAccountsService).create(COMMAND_LINE, { email, role, name }, 'en');
  const token = new URL(created.enrolLink).searchParams.get('token') as string;
  return { id: created.id, email: created.email, role, enrolLink: created.enrolLink, token };
}

/** Follows an enrolment link through POST enrolment/start and enrolment/finish. */
export async function enrolStaff(shop: StaffTestApp, token: string, password = STAFF_PASSWORD): Promise<Omit<SignedInTestStaff, 'email'>> {
  const started = (await request(shop.url).post('/admin/api/enrolment/start').send({ token, password }).expect(200)).body as EnrolmentStarted;
  const finish = await request(shop.url).post('/admin/api/enrolment/finish').send({ token, code: await totpCode(started.secret) }).expect(200);
  const finished = finish.body as EnrolmentFinished;
  return { identity: finished.staff, password, secret: started.secret, recoveryCodes: finished.recoveryCodes, cookie: staffCookieOf(finish) };
}

/** A new account of `role`, enrolled and signed in through the real routes. */
export async function signedInStaff(shop: StaffTestApp, role: StaffRole, options: { email?: string; name?: string } = {}): Promise<SignedInTestStaff> {
  const created = await createStaff(shop, { ...options, role });
  return { ...await enrolStaff(shop, created.token), email: created.email };
}

/** Signs in through POST /admin/api/session; answers the response (200 with the cookie, or the refusal). */
export function signInStaff(shop: StaffTestApp, email: string, password: string, code: string): request.Test {
  return request(shop.url).post('/admin/api/session').send({ email, password, code });
}
