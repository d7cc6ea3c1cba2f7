import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config.js';
import { DATABASE, type Database } from '../../server/src/engine/db/database.js';
import { enrolStaff, newStaffEmail, signInStaff, STAFF_PASSWORD, totpCode } from '../support/staff-session.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * `npm run staff:create` (issue 29 item 2): the first owner is made from the command line, which
 * prints a one-time link. The embedded database is open in one process only, so the command asks
 * the running shop while it runs and opens DATA_DIR itself when it is stopped; both are proven on
 * a database in a folder, as an operator's shop keeps it.
 */

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

const LINK = /^ {2}(http:\/\/\S+\/admin\/enrol\?token=([A-Za-z0-9_-]{43}))$/m;
// The command builds the server when its build is older than the sources: the first run may take a while.
const BUILD_MS = 240_000;

describe('npm run staff:create (issue 29 item 2)', () => {
  let dataDir: string;
  let shop: TestApp | undefined;
  const start = async () => {
    // Always the embedded database in a folder: its one-process rule is what this suite is about.
    shop = await startTestApp({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_PRODUCTS: '20', RATE_LIMIT_SCALE: '100' });
    return shop;
  };
  const stop = async () => {
    await shop?.close();
    shop = undefined;
  };
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vitrin-staff-create-'));
  });
  afterAll(async () => {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  function staffCreate(args: string[], env: Record<string, string> = {}): Promise<CommandResult> {
    const config = shop?.app.get<AppConfig>(APP_CONFIG);
    const fullEnv = {
      ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_PRODUCTS: '20', PORT: '3000', VITRIN_OPERATOR_TOKEN: '',
      ...(shop && config ? { VITRIN_URL: shop.url, IDP_CLIENT_ID: config.idpClientId, IDP_CLIENT_SECRET: config.idpClientSecret } : {}),
      ...env,
    };
    return promisify(execFile)(process.execPath, ['scripts/staff-create.mjs', ...args], { env: fullEnv, timeout: BUILD_MS })
      .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }), (error: CommandResult) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }));
  }

  const tokenOf = (result: CommandResult) => {
    const match = LINK.exec(result.stdout);
    if (!match) throw new Error(`No link in: ${result.stdout}${result.stderr}`);
    return match[2];
  };

  it('with the shop stopped, writes the account into DATA_DIR and prints a link the started shop enrols from', async () => {
    const email = newStaffEmail('first-owner');
    const result = await staffCreate(['--email', email.toUpperCase(), '--role', 'owner', '--name', 'İlk Sahip']);
    expect(result).toMatchObject({ code: 0, stdout: expect.stringContaining(`Staff account ${email} (owner) created.`) });
    expect(result.stdout).toMatch(/^ {2}http:\/\/localhost:3000\/admin\/enrol\?token=/m);
    const running = await start();
    const owner = await enrolStaff(running, tokenOf(result));
    expect(owner.identity).toMatchObject({ email, role: 'owner', name: 'İlk Sahip' });
    const [entry] = await running.app.get<Database>(DATABASE).query<{ staff_id: number; staff_email: string; action: string }>(
      `SELECT staff_id, staff_email, action FROM audit_entry WHERE thing_type = 'staff' AND thing_id = $1`, [String(owner.identity.id)]);
    expect(entry).toEqual({ staff_id: 0, staff_email: 'command line (npm run staff:create)', action: 'staff.create' });
  }, BUILD_MS);

  it('with the shop running, asks the shop (never opening its database a second time)', async () => {
    const running = shop ?? await start();
    const email = newStaffEmail('second');
    const result = await staffCreate(['--email', email, '--role', 'catalogue']);
    expect(result.code).toBe(0);
    const staff = await enrolStaff(running, tokenOf(result));
    await signInStaff(running, email, STAFF_PASSWORD, await totpCode(staff.secret, 1)).expect(200);
    // The shop took it: the running engine answers for the account at once.
    expect(staff.identity).toMatchObject({ email, role: 'catalogue' });
  }, BUILD_MS);

  it('gives a locked-out owner a new link with --new-link: following it replaces the password and the authenticator', async () => {
    const running = shop ?? await start();
    const email = newStaffEmail('locked-out');
    const owner = await enrolStaff(running, tokenOf(await staffCreate(['--email', email, '--role', 'owner'])));
    const result = await staffCreate(['--email', email.toUpperCase(), '--new-link']);
    expect(result).toMatchObject({ code: 0, stdout: expect.stringContaining(`New one-time link for ${email} (owner)`) });
    const renewed = await enrolStaff(running, tokenOf(result), 'the owner\'s new password');
    await signInStaff(running, email, STAFF_PASSWORD, owner.recoveryCodes[0]).expect(401);
    await signInStaff(running, email, 'the owner\'s new password', renewed.recoveryCodes[0]).expect(200);
    expect(await staffCreate(['--email', newStaffEmail('nobody'), '--new-link'])).toMatchObject({ code: 1, stderr: expect.stringContaining('Refused (404)') });
  }, BUILD_MS);

  it('refuses a taken e-mail and a role there is not, saying why, whether the shop runs or not', async () => {
    if (!shop) await start();
    const email = newStaffEmail('taken');
    expect((await staffCreate(['--email', email, '--role', 'support'])).code).toBe(0);
    const running = await staffCreate(['--email', email, '--role', 'support']);
    expect(running).toMatchObject({ code: 1, stderr: expect.stringContaining('Refused (409): A staff account with this e-mail already exists') });
    expect(await staffCreate(['--email', newStaffEmail(), '--role', 'admin'])).toMatchObject({ code: 1, stderr: expect.stringContaining('role must be one of owner, catalogue, orders, support') });
    await stop();
    const stopped = await staffCreate(['--email', email, '--role', 'support']);
    expect(stopped).toMatchObject({ code: 1, stderr: expect.stringContaining('Refused (409): A staff account with this e-mail already exists') });
    expect(await staffCreate(['--email', newStaffEmail(), '--role', 'admin'])).toMatchObject({ code: 1, stderr: expect.stringContaining('role must be one of') });
  }, BUILD_MS);

  it('answers wrong use with its usage and code 2', async () => {
    expect(await staffCreate(['--email', 'a@example.com'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--email and --role are required') });
    expect(await staffCreate(['--mail', 'a@example.com'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage:') });
    expect(await staffCreate(['--email', 'a@example.com', '--role', 'owner', '--new-link'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--new-link takes --email alone') });
  });
});
