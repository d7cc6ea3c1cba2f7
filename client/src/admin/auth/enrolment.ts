import { STAFF_LIMITS, type EnrolmentFinished, type EnrolmentStarted } from '../../../../contracts/admin/staff';
import { STAFF_API } from '../console-address';
import { staffFetch } from '../data/staff-http';

/** The enrolment's first answer: the TOTP secret, as text and as the authenticator's URI (the QR code). */
export type EnrolmentSecret = EnrolmentStarted;

/** Why a chosen password cannot be sent, as a dictionary key; undefined when it can. */
export function passwordProblem(password: string, again: string): string | undefined {
  // Checked before sending (issue 29 item 2); the server checks again.
  if (password.length < STAFF_LIMITS.passwordMin) return 'console.enrol.tooShort';
  if (password !== again) return 'console.enrol.mismatch';
  return undefined;
}

const post = async <T>(path: string, body: unknown) => (await staffFetch(`${STAFF_API}/enrolment/${path}`, { method: 'POST', body: JSON.stringify(body) })).json as T;

/** POST /admin/api/enrolment/start: sets the password, answers the secret to enrol. */
export async function startEnrolment(token: string, password: string): Promise<EnrolmentSecret> {
  const { secret, otpauthUri } = await post<EnrolmentStarted>('start', { token, password });
  return { secret, otpauthUri };
}

/** POST /admin/api/enrolment/finish: confirms the first code; answers the ten recovery codes (once) and signs in. */
export async function finishEnrolment(token: string, code: string): Promise<string[]> {
  return (await post<EnrolmentFinished>('finish', { token, code })).recoveryCodes;
}
