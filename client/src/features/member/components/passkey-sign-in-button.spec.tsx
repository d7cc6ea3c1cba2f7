import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Member } from '../../../../../contracts/member/entities';
import type { MemberResponse } from '../../../../../contracts/member/responses';
import { testStores } from '../../../test-stores';
import { fakeAccountServer, Refusal, type FakeRoutes } from '../account-test-server';
import { memberStore } from '../member-store';

const startAuthentication = jest.fn<(options: { optionsJSON: unknown }) => Promise<unknown>>();
jest.unstable_mockModule('@simplewebauthn/browser', () => ({ startAuthentication, startRegistration: jest.fn() }));
const { PasskeySignInButton } = await import('./passkey-sign-in-button');

const MEMBER: Member = { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', isSmsPermitted: false, isEmailPermitted: true, defaultLanguage: 'tr', isGuest: false };
const OPTIONS = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required' };
const ASSERTION = { id: 'Y3JlZA', rawId: 'Y3JlZA', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA', userHandle: 'dXNlcg' }, clientExtensionResults: {} };

function renderButton(routes: FakeRoutes) {
  // A sign-in reads the basket count again (the member's cart).
  const server = fakeAccountServer({ 'POST /api/passkey-login-options': () => ({ isSuccess: true, options: OPTIONS }), 'GET /api/basket-count': () => ({ isSuccess: true, count: 0 }), ...routes });
  const { stores, wrapper } = testStores(server.fetcher);
  const signedIn: MemberResponse[] = [];
  render(<MemoryRouter><PasskeySignInButton onSignedIn={(response) => signedIn.push(response)} /></MemoryRouter>, { wrapper });
  return { server, stores, signedIn };
}

describe('sign in with a passkey (issue 14 item 11)', () => {
  beforeEach(() => {
    startAuthentication.mockReset();
    Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
  });

  it('signs in with the passkey the browser offers and ends as a password sign-in does', async () => {
    startAuthentication.mockResolvedValue(ASSERTION);
    const { server, stores, signedIn } = renderButton({ 'POST /api/passkey-login': () => ({ isSuccess: true, message: 'Signed in', member: MEMBER }) });
    fireEvent.click(screen.getByRole('button', { name: 'Passkey ile giriş yap' }));
    await waitFor(() => expect(signedIn).toHaveLength(1));
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(server.callsTo('POST', '/api/passkey-login')[0].body).toEqual({ credential: ASSERTION });
    expect(stores.lazyStore(memberStore).isMember).toBe(true);
    expect(stores.lazyStore(memberStore).member).toEqual(MEMBER);
  });

  it('a cancelled prompt and a refused passkey leave the shopper signed out, with a message', async () => {
    startAuthentication.mockRejectedValueOnce(Object.assign(new Error('aborted'), { name: 'NotAllowedError' }));
    const { server, stores, signedIn } = renderButton({ 'POST /api/passkey-login': () => new Refusal(401, 'This passkey is not known here') });
    fireEvent.click(screen.getByRole('button', { name: 'Passkey ile giriş yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passkey ile giriş iptal edildi ya da süresi doldu.');
    expect(server.callsTo('POST', '/api/passkey-login')).toHaveLength(0);
    startAuthentication.mockResolvedValueOnce(ASSERTION);
    fireEvent.click(screen.getByRole('button', { name: 'Passkey ile giriş yap' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This passkey is not known here'));
    expect(signedIn).toHaveLength(0);
    expect(stores.lazyStore(memberStore).isMember).toBe(false);
  });

  it('is not shown in a browser without WebAuthn', () => {
    Object.defineProperty(window, 'PublicKeyCredential', { value: undefined, configurable: true });
    renderButton({});
    expect(screen.queryByRole('button', { name: 'Passkey ile giriş yap' })).toBeNull();
  });
});
