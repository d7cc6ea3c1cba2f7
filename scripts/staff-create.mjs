// npm run staff:create -- --email owner@example.com --role owner [--name "Ayşe Işık"]
// Makes a staff account of the operator console (issue 29) and prints its one-time link (valid
// 24 hours) to set the password and enrol an authenticator; the first owner is made this way.
// npm run staff:create -- --email owner@example.com --new-link
// A new link for an account whose holder lost the authenticator and recovery codes or the
// password: following it sets both anew and ends the account's sessions (a locked-out owner).
//
// Where it writes:
// - DATABASE_URL set (PostgreSQL): straight into that database, whether the shop runs or not.
// - The embedded database (PGlite in DATA_DIR): it is open in one process only. While the shop
//   runs (DATA_DIR/pglite/postmaster.pid is there), the command asks the running shop through the
//   engine's operator route, with the operator's bearer token as `npm run order:status` takes it
//   (VITRIN_URL / PUBLIC_URL / PORT, IDP_CLIENT_SECRET or VITRIN_OPERATOR_TOKEN); when it is
//   stopped, the command opens the database itself (migrated and seeded first, as the shop would).
// Builds the server first when its build is stale.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { builtServer } from './lib/built-server.mjs';
import { fail, postToOperatorRoute, shopUrl } from './lib/operator-request.mjs';

const HELP = `Usage:
  npm run staff:create -- --email <e-mail> --role <owner|catalogue|orders|support> [--name "<name>"]
  npm run staff:create -- --email <e-mail> --new-link

Prints a one-time link, valid 24 hours: its holder sets a password (at least 12 characters) and
enrols an authenticator app there, then signs in to the console at /admin. --new-link gives an
existing account a new link (a lost authenticator, a forgotten password); its older links close,
and following it replaces the password, the authenticator and the recovery codes.

With PostgreSQL (DATABASE_URL) the account is written straight into the database. With the
embedded database (DATA_DIR), while the shop runs it is asked to make the account (VITRIN_URL,
else PUBLIC_URL, else http://localhost:$PORT; IDP_CLIENT_SECRET, the secret the shop runs with,
or VITRIN_OPERATOR_TOKEN); when the shop is stopped the database is opened directly.`;

let values;
try {
  ({ values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, 'new-link': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }));
} catch (error) {
  fail(`${error.message}\n\n${HELP}`);
}
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const newLink = values['new-link'] === true;
if (newLink && (values.role !== undefined || values.name !== undefined)) fail(`--new-link takes --email alone.\n\n${HELP}`);
if (!values.email || (!newLink && !values.role)) fail(`${newLink ? '--email is' : '--email and --role are'} required.\n\n${HELP}`);
// What is asked: the command line's own function and the running shop's route for it.
const request = newLink
  ? { input: { email: values.email }, inDatabase: 'newEnrolLinkFromCommandLine', route: 'staff/api/operator/new-enrolment-link' }
  : { input: { email: values.email, role: values.role, ...(values.name === undefined ? {} : { name: values.name }) }, inDatabase: 'createStaffFromCommandLine', route: 'staff/api/operator/create-staff' };

/** The refusal of the command's own checks or of the service, as one line. */
function refusal(error) {
  const answer = typeof error.getResponse === 'function' ? error.getResponse() : undefined;
  const message = Array.isArray(answer?.message) ? answer.message.join('; ') : error.message;
  return `Refused${error.status ?? error.getStatus?.() ? ` (${error.status ?? error.getStatus()})` : ''}: ${message}`;
}

const isRefusal = (error) => typeof error.status === 'number' || typeof error.getStatus === 'function';

async function inDatabase(config, load) {
  const { prepareDatabase } = await load('engine/db/prepare-database.js');
  const { createLogger } = await load('common/logger.js');
  const commandLine = await load('engine/staff/staff-command-line.js');
  // Migrated, and on a first run seeded, as the shop's own start would: the same settings, the same database.
  const db = await prepareDatabase(config, createLogger('silent'));
  let outcome;
  try {
    outcome = { created: await commandLine[request.inDatabase](db, config, request.input) };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    outcome = { refused: refusal(error) };
  } finally {
    // Closed before the command ends, refused or not: an embedded database left open stays marked in use.
    await db.close();
  }
  if (outcome.refused) fail(outcome.refused, 1);
  return outcome.created;
}

async function inRunningShop(config) {
  const shop = shopUrl();
  const alive = await fetch(`${shop}/api/health`, { signal: AbortSignal.timeout(5_000) }).then((response) => response.ok, () => false);
  if (!alive) {
    fail(`The embedded database in ${path.resolve(config.dataDir)} is in use (its postmaster.pid is there), but no shop answers at ${shop}.\n`
      + 'If the shop runs at another address, set VITRIN_URL to it. If it stopped without closing the database, start it and stop it once, then run this again.', 1);
  }
  return postToOperatorRoute(shop, request.route, request.input);
}

const load = await builtServer();
const { loadConfig } = await load('config/load-config.js');
const config = loadConfig(process.env);
if (!config.embeddedEngine) fail('GATEWAY_URL is set: the shop runs on another platform, whose back office it uses; there is no operator console here.', 1);
const databaseInUse = !config.databaseUrl && existsSync(path.resolve(config.dataDir, 'pglite', 'postmaster.pid'));
const created = databaseInUse ? await inRunningShop(config) : await inDatabase(config, load);
console.log(newLink ? `New one-time link for ${created.email} (${created.role}); its older links no longer work.` : `Staff account ${created.email} (${created.role}) created.`);
console.log('Open this one-time link within 24 hours to set the password and enrol an authenticator app:');
console.log(`  ${created.enrolLink}`);
