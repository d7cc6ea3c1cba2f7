// The engine's operator routes from the command line (npm run order:status, npm run staff:create):
// where the running shop is, the operator's bearer token, and one POST.

/** Prints `message` and ends the command with `code` (2: wrong use, 1: it failed). */
export function fail(message, code = 2) {
  console.error(message);
  process.exit(code);
}

/** The running shop: VITRIN_URL, else PUBLIC_URL, else http://localhost:$PORT (3000). */
export const shopUrl = () => (process.env.VITRIN_URL || process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '');

/**
 * VITRIN_OPERATOR_TOKEN when set; else a client-credentials token from the realm (IDP_URL, else
 * the shop's own /gateway/realms/vitrin) for IDP_CLIENT_ID (vitrin-storefront) and IDP_CLIENT_SECRET.
 */
export async function operatorToken(shop) {
  if (process.env.VITRIN_OPERATOR_TOKEN) return process.env.VITRIN_OPERATOR_TOKEN;
  const secret = process.env.IDP_CLIENT_SECRET;
  if (!secret) fail('Set IDP_CLIENT_SECRET (the secret the shop runs with) or VITRIN_OPERATOR_TOKEN.');
  const realm = (process.env.IDP_URL || `${shop}/gateway/realms/vitrin`).replace(/\/+$/, '');
  const response = await fetch(`${realm}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: process.env.IDP_CLIENT_ID || 'vitrin-storefront', client_secret: secret }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) fail(`The realm refused the operator's credentials (HTTP ${response.status}) at ${realm}`, 1);
  return (await response.json()).access_token;
}

/** POSTs `body` to the engine route /gateway/{path} of `shop`; answers its JSON, or ends the command with the refusal. */
export async function postToOperatorRoute(shop, path, body) {
  const token = await operatorToken(shop);
  let response;
  try {
    response = await fetch(`${shop}/gateway/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    fail(`The shop at ${shop} did not answer (${error.cause?.code ?? error.message}). Is it running? Set VITRIN_URL to reach it.`, 1);
  }
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    const message = Array.isArray(answer.message) ? answer.message.join('; ') : answer.message ?? `HTTP ${response.status}`;
    fail(`Refused (${response.status}): ${message}`, 1);
  }
  return answer;
}
