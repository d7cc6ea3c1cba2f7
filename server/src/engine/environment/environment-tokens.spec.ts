import { ENVIRONMENT_TOKEN_LIFETIME_SECONDS } from '../../../../contracts/gateway/environment.js';
import type { EnvironmentRepository } from './environment.repository.js';
import { EnvironmentTokens, InvalidEnvironmentToken } from './environment-tokens.js';

/** The key pair store of a first start: the candidate pair is the one kept. */
const firstStart = { keyPair: async <T>(candidate: T) => candidate } as unknown as EnvironmentRepository;

async function tokens(): Promise<EnvironmentTokens> {
  const made = new EnvironmentTokens(firstStart);
  await made.onModuleInit();
  return made;
}

describe('EnvironmentTokens (spec §3 cart token claims)', () => {
  const claims = { memberId: -1, isGst: false, shoppingCartId: 42 };

  it('answers the claims of its own token, the same each time it is asked', async () => {
    const engine = await tokens();
    const { token, claims: signed } = await engine.sign(claims);
    const first = await engine.verify(token);
    expect(first).toMatchObject({ ...claims, tokenId: signed.tokenId });
    expect(await engine.verify(token)).toEqual(first);
  });

  it('refuses a token with one changed character, even after the real one was checked', async () => {
    const engine = await tokens();
    const { token } = await engine.sign(claims);
    await engine.verify(token);
    const [header, body, signature] = token.split('.');
    const flipped = `${header}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    await expect(engine.verify(flipped)).rejects.toBeInstanceOf(InvalidEnvironmentToken);
  });

  it('refuses a token of another engine (another key pair)', async () => {
    const { token } = await (await tokens()).sign(claims);
    await expect((await tokens()).verify(token)).rejects.toBeInstanceOf(InvalidEnvironmentToken);
  });

  it('refuses a token once it has expired, although it held a moment before (a checked token is not trusted past its expiry)', async () => {
    const engine = await tokens();
    const realNow = Date.now;
    const { token } = await engine.sign(claims);
    await engine.verify(token);
    Date.now = () => realNow() + (ENVIRONMENT_TOKEN_LIFETIME_SECONDS + 1) * 1000;
    try {
      await expect(engine.verify(token)).rejects.toBeInstanceOf(InvalidEnvironmentToken);
    } finally {
      Date.now = realNow;
    }
  });

  it('hands out claims no caller can change for the next request', async () => {
    const engine = await tokens();
    const { token } = await engine.sign(claims);
    const verified = await engine.verify(token);
    expect(() => { (verified as { shoppingCartId: number }).shoppingCartId = 7; }).toThrow(TypeError);
    expect((await engine.verify(token)).shoppingCartId).toBe(42);
  });
});
