import { STAFF_API } from '../console-address';
import { staffFetch } from '../data/staff-http';

/** The enrolment's first answer: the TOTP secret, as text and as the authenticator's URI (the QR code). */
export interface EnrolmentSecret {
  secret: string;
  otpauthUri: string;
}

/** A staff password's shortest length (issue 29 item 2: the console checks it before sending; the server again). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** Why a chosen password cannot be sent, as a dictionary key; undefined when it can. */
export function passwordProblem(password: string, again: string): string | undefined {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return 'console.enrol.tooShort';
  if (password !== again) return 'console.enrol.mismatch';
  return undefined;
}

const post = async (path: string, body: unknown) => (await staffFetch(`${STAFF_API}/enrolment/${path}`, { method: 'POST', body: JSON.stringify(body) })).json as Record<string, unknown>;

/** POST /admin/api/enrolment/start: sets the password, answers the secret to enrol. */
export async function startEnrolment(token: string, password: string): Promise<EnrolmentSecret> {
  const answer = await post('start', { token, password });
  return { secret: String(answer.secret), otpauthUri: String(answer.otpauthUri) };
}

/** POST /admin/api/enrolment/finish: confirms the first code; answers the ten recovery codes (once) and signs in. */
export async function finishEnrolment(token: string, code: string): Promise<string[]> {
  const answer = await post('finish', { token, code });
  return (answer.recoveryCodes as unknown[]).map(String);
}
