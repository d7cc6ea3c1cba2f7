import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { CONSENT_COOKIE } from '../../contracts/site/consent';
import { checkA11y, registerMember } from './support/shopper';

/**
 * Passkeys (issue 14 item 11) in Chromium with its virtual authenticator (DevTools protocol):
 * a member adds a passkey on /u/info, signs out, signs in with it, and removes it.
 * WebAuthn refuses IP addresses as RP IDs, so the journey runs on http://localhost at the app's
 * port (the server accepts it beside its 127.0.0.1 public origin outside production).
 */


/** The app on localhost: the same server as E2E_BASE_URL (127.0.0.1), under a name WebAuthn accepts. */
const local = () => `http://localhost:${new URL(process.env.E2E_BASE_URL!).port}`;

/** A platform authenticator that holds discoverable credentials and verifies the user at once. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

test.describe('passkeys (issue 14 item 11)', () => {
  test.beforeEach(async ({ context }) => {
    // The shopper already answered the cookie banner on this host too (global-setup does it for 127.0.0.1).
    await context.addCookies([{ name: CONSENT_COOKIE, value: 'denied', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }]);
  });

  test('register → add a passkey on /u/info → sign out → "Passkey ile giriş yap" signs in → remove the passkey', async ({ page }) => {
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    const email = `passkey-${Date.now()}@example.com`;

    await registerMember(page, email, { names: { name: 'Pınar', surname: 'Öztürk' }, origin: local() });
    await expect(page.getByTestId('member-avatar')).toHaveText('PÖ');

    // Add a passkey below the info form: the browser's prompt is the virtual authenticator's.
    await page.goto(`${local()}/u/info`);
    const passkeys = page.getByTestId('passkey-list');
    await expect(passkeys.getByText('Henüz passkey eklemediniz.')).toBeVisible();
    await passkeys.getByLabel(/Passkey adı/).fill('Test tarayıcısı');
    await passkeys.getByRole('button', { name: 'Passkey ekle' }).click();
    await expect(passkeys.getByTestId('passkey')).toHaveCount(1);
    await expect(passkeys.getByTestId('passkey')).toContainText('Test tarayıcısı');
    await expect(passkeys.getByTestId('passkey')).toContainText('Henüz kullanılmadı');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    await checkA11y(page, '[data-testid="passkey-list"]');

    // Sign out, then back in with the passkey alone: no e-mail, no password.
    await page.getByRole('navigation', { name: 'Hesabım' }).getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page.getByRole('link', { name: 'Giriş yap veya üye ol' })).toBeVisible();
    await page.goto(`${local()}/login?action=login&returnurl=%2Fu%2Finfo`);
    await expect(page.getByTestId('sign-in-form')).toBeVisible();
    await checkA11y(page, '.sign-in__member');
    await page.getByRole('button', { name: 'Passkey ile giriş yap' }).click();
    await expect(page).toHaveURL(`${local()}/u/info`);
    await expect(page.getByTestId('member-avatar')).toHaveText('PÖ');
    const cookies = await page.context().cookies(local());
    expect(cookies.find((cookie) => cookie.name === 'environment_token')?.httpOnly).toBe(true);
    expect(cookies.find((cookie) => cookie.name === 'active_member')?.value).toBe('member');
    await expect(passkeys.getByTestId('passkey')).not.toContainText('Henüz kullanılmadı');
    const [{ signCount }] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    expect(signCount).toBeGreaterThan(0);

    // Remove it, after the confirmation; it no longer signs in.
    await passkeys.getByRole('button', { name: 'Test tarayıcısı adlı passkey\'i kaldır' }).click();
    const dialog = page.getByRole('dialog', { name: 'Passkey\'i kaldır' });
    await expect(dialog).toContainText('Test tarayıcısı adlı passkey kaldırılsın mı?');
    await dialog.getByRole('button', { name: 'Kaldır' }).click();
    await expect(passkeys.getByText('Henüz passkey eklemediniz.')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('passkey-list').getByText('Henüz passkey eklemediniz.')).toBeVisible();
  });

  test('English: the sign-in page offers "Sign in with a passkey"; a passkey the shop does not know is refused in words', async ({ page }) => {
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    // A discoverable credential for this RP that the shop never stored (made elsewhere, or removed).
    await cdp.send('WebAuthn.addCredential', {
      authenticatorId,
      credential: {
        credentialId: Buffer.from('not-stored-anywhere').toString('base64'), isResidentCredential: true, rpId: 'localhost',
        privateKey: (await import('node:crypto')).generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
        userHandle: Buffer.from('someone').toString('base64'), signCount: 0,
      },
    });
    await page.goto(`${local()}/en/login?action=login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByTestId('passkey-sign-in').getByRole('alert'))
      .toHaveText('This passkey is not known here; sign in with your password and add it again in your account');
    await expect(page.getByRole('link', { name: 'Sign in or register' })).toBeVisible();
  });
});
