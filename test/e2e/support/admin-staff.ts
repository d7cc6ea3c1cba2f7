import { expect, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import type { CreatedStaff, EnrolmentFinished, EnrolmentStarted, StaffRole } from '../../../contracts/admin/staff';
import { operatorAuthorization } from './operator';

/**
 * Staff of the operator console for the journeys (issue 29): made as `npm run staff:create` makes
 * them while the shop runs (the engine's operator route, with the operator's token), enrolled and
 * signed in over HTTP where the journey is not about that, with the codes an authenticator shows.
 */

/** The password every journey's staff member chooses. */
export const STAFF_PASSWORD = 'vitrin yönetim şifresi 2026';

let serial = 0;
/** An address no other journey's staff member has. */
export const newStaffEmail = (role: StaffRole) => `${role}-${Date.now()}-${serial++}@example.com`;

/**
 * The authenticator's code `stepsAhead` 30-second steps from now: enrolment takes the code of now,
 * and each code signs in once, so the sign-in after it takes the next step's (the window admits it).
 */
export const totpCode = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** The one-time link's token. */
export const tokenOf = (created: CreatedStaff) => new URL(created.enrolLink).searchParams.get('token')!;

/** A new staff account and its one-time link, as the command line makes it. */
export async function createStaff(request: APIRequestContext, role: StaffRole, email = newStaffEmail(role)): Promise<CreatedStaff> {
  const answer = await request.post('/gateway/staff/api/operator/create-staff', { headers: { authorization: await operatorAuthorization(request) }, data: { email, role } });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as CreatedStaff;
}

/** Follows the one-time link over HTTP: password, first code; answers the secret. */
export async function enrolOverHttp(request: APIRequestContext, created: CreatedStaff): Promise<{ secret: string; recoveryCodes: string[] }> {
  const token = tokenOf(created);
  const started = await request.post('/admin/api/enrolment/start', { data: { token, password: STAFF_PASSWORD } });
  expect(started.status(), await started.text()).toBe(200);
  const { secret } = (await started.json()) as EnrolmentStarted;
  const finished = await request.post('/admin/api/enrolment/finish', { data: { token, code: await totpCode(secret) } });
  expect(finished.status(), await finished.text()).toBe(200);
  return { secret, recoveryCodes: ((await finished.json()) as EnrolmentFinished).recoveryCodes };
}

/**
 * A staff member of `role`, enrolled and signed in: with a page's request context the browser
 * then holds the staff session cookie.
 */
export async function signedInStaff(request: APIRequestContext, role: StaffRole) {
  const created = await createStaff(request, role);
  const { secret } = await enrolOverHttp(request, created);
  // Enrolment signed this context in already; a sign-in of its own proves the member can come back.
  const session = await request.post('/admin/api/session', { data: { email: created.email, password: STAFF_PASSWORD, code: await totpCode(secret, 1) } });
  expect(session.status(), await session.text()).toBe(200);
  return { email: created.email, secret };
}
