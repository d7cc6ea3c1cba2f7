import { expect, type APIRequestContext } from '@playwright/test';

/** The operator's Authorization header: a bearer token from the shop's realm, as `npm run order:status` and `npm run staff:create` take it. */
export async function operatorAuthorization(request: APIRequestContext): Promise<string> {
  const token = await request.post('/gateway/realms/vitrin/protocol/openid-connect/token', {
    form: { grant_type: 'client_credentials', client_id: 'vitrin-storefront', client_secret: process.env.E2E_IDP_CLIENT_SECRET! },
  });
  expect(token.ok()).toBe(true);
  return `Bearer ${(await token.json() as { access_token: string }).access_token}`;
}

/** The operator's routes (what `npm run order:status` calls), with a bearer token from the shop's realm as the API specs take it. */
export async function operator(request: APIRequestContext) {
  const authorization = await operatorAuthorization(request);
  return {
    async setStatus(docNo: string, status: string) {
      const answer = await request.post('/gateway/ordermanagement/api/operator/set-order-status', { headers: { authorization }, data: { docNo, status } });
      expect(answer.status()).toBe(200);
    },
    async setReturnStatus(id: number, status: string) {
      const answer = await request.post('/gateway/ordermanagement/api/operator/set-return-status', { headers: { authorization }, data: { id, status } });
      expect(answer.status()).toBe(200);
    },
  };
}
