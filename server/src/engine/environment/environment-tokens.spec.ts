import { importJWK, jwtVerify } from 'jose';
import { ENVIRONMENT_TOKEN_LIFETIME_SECONDS } from '../../../../contracts/gateway/environment.js';
import type { EnvironmentRepository } from './environment.repository.js';
import { EnvironmentTokens, InvalidEnvironmentToken } from './environment-tokens.js';

/** Order n of the P-256 group (SEC 2), written out here so the test does not lean on the code it checks. */
const P256_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;

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

  it('issue 27: refuses a signature with s flipped to n − s (the other form of the same valid signature), and accepts the original', async () => {
    const engine = await tokens();
    const { token } = await engine.sign(claims);
    const [header, body, signature] = token.split('.');
    const bytes = Buffer.from(signature, 'base64url');
    const s = BigInt(`0x${bytes.subarray(32).toString('hex')}`);
    const flipped = Buffer.concat([bytes.subarray(0, 32), Buffer.from((P256_ORDER - s).toString(16).padStart(64, '0'), 'hex')]);
    const malleated = `${header}.${body}.${flipped.toString('base64url')}`;
    // The flipped form is a valid ECDSA signature of the same token: the key itself accepts it.
    expect((await jwtVerify(malleated, await importJWK(engine.config().keys[0], 'ES256'))).payload.jti).toBeDefined();
    await expect(engine.verify(malleated)).rejects.toBeInstanceOf(InvalidEnvironmentToken);
    expect(await engine.verify(token)).toMatchObject(claims);
    // Refused even after the original was checked (the check of valid tokens is kept per token).
    await expect(engine.verify(malleated)).rejects.toBeInstanceOf(InvalidEnvironmentToken);
  });

  it('issue 27: signs every token in the low-s form, so each one it issues is accepted', async () => {
    const engine = await tokens();
    const signed = await Promise.all(Array.from({ length: 40 }, () => engine.sign(claims)));
    for (const { token } of signed) {
      expect(BigInt(`0x${Buffer.from(token.split('.')[2], 'base64url').subarray(32).toString('hex')}`) <= P256_ORDER / 2n).toBe(true);
      await expect(engine.verify(token)).resolves.toMatchObject(claims);
    }
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
