import { generate } from 'otplib';
import { acceptedTotpStep, isTotpShape, newTotpSecret, totpUri } from './totp.js';

const codeAt = (secret: string, epoch: number) => generate({ secret, epoch });
const stepOf = (epochSeconds: number) => Math.floor(epochSeconds / 30);

describe('staff TOTP (issue 29 item 2)', () => {
  const secret = newTotpSecret();
  const now = Math.floor(Date.now() / 1000);

  it('takes the code of now and of one step either side, and answers its step', async () => {
    for (const offset of [-30, 0, 30]) expect(await acceptedTotpStep(secret, await codeAt(secret, now + offset), null)).toBe(stepOf(now + offset));
  });

  it('refuses a code two steps away', async () => {
    for (const offset of [-60, 60]) expect(await acceptedTotpStep(secret, await codeAt(secret, now + offset), null)).toBeUndefined();
  });

  it('refuses a code of the last step taken or an earlier one (replay)', async () => {
    const code = await codeAt(secret, now);
    expect(await acceptedTotpStep(secret, code, stepOf(now))).toBeUndefined();
    expect(await acceptedTotpStep(secret, code, stepOf(now) + 1)).toBeUndefined();
    expect(await acceptedTotpStep(secret, code, stepOf(now) - 1)).toBe(stepOf(now));
  });

  it('refuses another secret\'s code and anything not six digits', async () => {
    expect(await acceptedTotpStep(secret, await codeAt(newTotpSecret(), now), null)).toBeUndefined();
    for (const code of ['12345', '1234567', 'abcdef', '12 456']) expect(isTotpShape(code)).toBe(false);
  });

  it('gives authenticator apps a 160-bit base32 secret in an otpauth URI naming the shop and the account', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpUri('ayse@example.com', secret)).toBe(`otpauth://totp/Vitrin:ayse%40example.com?secret=${secret}&issuer=Vitrin`);
  });
});
