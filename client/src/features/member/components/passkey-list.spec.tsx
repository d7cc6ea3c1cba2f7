import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Passkey } from '../../../../../contracts/member/passkey';
import { testStores } from '../../../test-stores';
import { fakeAccountServer, Refusal, type FakeRoutes } from '../account-test-server';

// The browser's passkey prompt: each test says how it answers.
const startRegistration = jest.fn<(options: { optionsJSON: unknown }) => Promise<unknown>>();
jest.unstable_mockModule('@simplewebauthn/browser', () => ({ startRegistration, startAuthentication: jest.fn() }));
const { PasskeyList } = await import('./passkey-list');

const LAPTOP: Passkey = { id: 3, name: 'Dizüstü', createdAt: '2026-03-01T10:00:00.000Z', lastUsedAt: '2026-03-05T10:00:00.000Z' };
const OPTIONS = { challenge: 'Y2hhbGxlbmdl', rp: { id: 'localhost', name: 'Vitrin' }, user: { id: 'dXNlcg', name: 'a@example.com', displayName: 'A' }, pubKeyCredParams: [{ alg: -7, type: 'public-key' }] };
const CREDENTIAL = { id: 'Y3JlZA', rawId: 'Y3JlZA', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'oA' }, clientExtensionResults: {} };

function renderList(routes: FakeRoutes) {
  const server = fakeAccountServer({ 'GET /api/passkeys': () => ({ isSuccess: true, passkeys: [LAPTOP] }), ...routes });
  const { wrapper } = testStores(server.fetcher);
  render(<MemoryRouter><PasskeyList /></MemoryRouter>, { wrapper });
  return server;
}

describe('passkeys on /u/info (issue 14 item 11)', () => {
  beforeEach(() => {
    startRegistration.mockReset();
    Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
  });

  it('lists each passkey with its name and the days it was added and last used', async () => {
    renderList({});
    const item = await screen.findByTestId('passkey');
    expect(item).toHaveTextContent('Dizüstü');
    expect(item).toHaveTextContent('Eklendi: 1 Mart 2026');
    expect(item).toHaveTextContent('Son kullanım: 5 Mart 2026');
  });

  it('adds a passkey: the options go to the browser prompt, its answer to the shop with the name given', async () => {
    startRegistration.mockResolvedValue(CREDENTIAL);
    const added: Passkey = { id: 4, name: 'Telefonum', createdAt: '2026-03-06T10:00:00.000Z' };
    const server = renderList({
      'POST /api/passkey-register-options': () => ({ isSuccess: true, options: OPTIONS }),
      'POST /api/passkey-register': () => ({ isSuccess: true, passkey: added }),
    });
    await screen.findByText('Dizüstü');
    fireEvent.change(screen.getByLabelText(/Passkey adı/), { target: { value: ' Telefonum ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Passkey ekle' }));
    await waitFor(() => expect(screen.getAllByTestId('passkey')).toHaveLength(2));
    expect(screen.getAllByTestId('passkey')[0]).toHaveTextContent('Henüz kullanılmadı');
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(server.callsTo('POST', '/api/passkey-register')[0].body).toEqual({ credential: CREDENTIAL, name: 'Telefonum' });
  });

  it('a closed prompt sends nothing and says so; a refusal shows the shop\'s words', async () => {
    startRegistration.mockRejectedValueOnce(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    const server = renderList({
      'POST /api/passkey-register-options': () => ({ isSuccess: true, options: OPTIONS }),
      'POST /api/passkey-register': () => new Refusal(400, 'The passkey could not be verified; please try again'),
    });
    await screen.findByText('Dizüstü');
    fireEvent.click(screen.getByRole('button', { name: 'Passkey ekle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passkey ekleme iptal edildi ya da süresi doldu.');
    expect(server.callsTo('POST', '/api/passkey-register')).toHaveLength(0);

    startRegistration.mockResolvedValueOnce(CREDENTIAL);
    fireEvent.click(screen.getByRole('button', { name: 'Passkey ekle' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Passkey doğrulanamadı; lütfen yeniden deneyin'));
    expect(screen.getAllByTestId('passkey')).toHaveLength(1);
  });

  it('removes a passkey only after the member confirms', async () => {
    const server = renderList({ 'POST /api/remove-passkey': () => ({ isSuccess: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Dizüstü adlı passkey\'i kaldır' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Passkey\'i kaldır' }));
    expect(dialog.getByText(/Dizüstü adlı passkey kaldırılsın mı\?/)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/remove-passkey')).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Kaldır' }));
    await waitFor(() => expect(screen.queryByTestId('passkey')).toBeNull());
    expect(server.callsTo('POST', '/api/remove-passkey')[0].body).toEqual({ id: 3 });
    expect(screen.getByText('Henüz passkey eklemediniz.')).toBeInTheDocument();
  });

  it('without WebAuthn the list stays and nothing offers to add one', async () => {
    Object.defineProperty(window, 'PublicKeyCredential', { value: undefined, configurable: true });
    renderList({});
    await screen.findByText('Dizüstü');
    expect(screen.queryByRole('button', { name: 'Passkey ekle' })).toBeNull();
    expect(screen.getByText('Bu tarayıcı passkey desteklemiyor.')).toBeInTheDocument();
  });
});
