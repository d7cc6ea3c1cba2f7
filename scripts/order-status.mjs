// npm run order:status: the operator's order lifecycle and refund command, against the RUNNING
// shop (issue 15). It calls the engine's operator routes with the realm's bearer token:
//
//   npm run order:status -- <docNo> <Status> [--note "text"]
//       moves an order (Status: a name or number of spec §3, New 1 ... Invalid 14), if the
//       transition table allows it; prints the new status or the refusal.
//   npm run order:status -- --return <returnId> <approved|rejected|refunded> [--note "text"]
//       moves a return on; refunded puts the stock back and pays the shopper back.
//
// Where the shop is: VITRIN_URL, else PUBLIC_URL, else http://localhost:$PORT (3000).
// The token: VITRIN_OPERATOR_TOKEN when set; else a client-credentials token from the realm
// (IDP_URL, else the shop's own /gateway/realms/vitrin) with IDP_CLIENT_ID (vitrin-storefront)
// and IDP_CLIENT_SECRET, the same values the shop was started with.

import { fail, postToOperatorRoute, shopUrl } from './lib/operator-request.mjs';

const HELP = `Usage:
  npm run order:status -- <docNo> <Status> [--note "text"]
  npm run order:status -- --return <returnId> <approved|rejected|refunded> [--note "text"]

Status: New 1, Cart 2, Requested 3, WaitingApproval 4, Waiting 5, Preparing 6, OnTheWay 7,
Inspection 8, Rejected 9, Closed 10, Delivered 11, Paid 12, Cancel 13, Invalid 14 (name or number).

The shop: VITRIN_URL, else PUBLIC_URL, else http://localhost:$PORT (default port 3000).
The operator token: VITRIN_OPERATOR_TOKEN, else a client-credentials token from the realm
(IDP_URL, else <shop>/gateway/realms/vitrin) for IDP_CLIENT_ID (default vitrin-storefront) and
IDP_CLIENT_SECRET (the secret the shop runs with; required unless VITRIN_OPERATOR_TOKEN is set).`;

const args = process.argv.slice(2);
if (!args.length || args.includes('--help') || args.includes('-h')) {
  console.log(HELP);
  process.exit(args.length ? 0 : 2);
}

const noteAt = args.indexOf('--note');
const note = noteAt >= 0 ? args[noteAt + 1] : undefined;
if (noteAt >= 0 && !note) fail('--note needs a text');
const positional = args.filter((_, index) => noteAt < 0 || (index !== noteAt && index !== noteAt + 1));
const isReturn = positional[0] === '--return';
const [target, status] = isReturn ? positional.slice(1) : positional;
if (!target || !status || positional.length !== (isReturn ? 3 : 2)) fail(`Expected ${isReturn ? '--return <returnId> <status>' : '<docNo> <Status>'}.\n\n${HELP}`);
if (isReturn && !/^\d{1,10}$/.test(target)) fail(`Not a return id: ${target}`);

const shop = shopUrl();

async function main() {
  const [path, body] = isReturn
    ? ['ordermanagement/api/operator/set-return-status', { id: Number(target), status, ...(note ? { note } : {}) }]
    // Order numbers are capitals and digits (VTR-2026-K7QM2XPD9A): one typed in small letters is the same number.
    : ['ordermanagement/api/operator/set-order-status', { docNo: target.toUpperCase(), status, ...(note ? { note } : {}) }];
  const answer = await postToOperatorRoute(shop, path, body);
  if (isReturn) {
    const { orderReturn } = answer;
    console.log(`Return ${orderReturn.id} of ${orderReturn.docNo}: ${orderReturn.status}${orderReturn.status === 'refunded' ? ` (${orderReturn.refundedAmount} ${orderReturn.currencyCode} refunded)` : ''}`);
  } else {
    console.log(`${answer.docNo}: ${answer.statusName} (${answer.status})`);
  }
}

await main();
