import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { Member } from '../../../../../contracts/member/entities';
import { testStores } from '../../../test-stores';
import { fakeAccountServer, type FakeRoutes } from '../account-test-server';
import { MemberModals } from './member-modals';

const MEMBER = { id: 7, name: 'Şule', surname: 'İnce', email: 'sule@example.com' } as Member;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderModals(routes: FakeRoutes = {}) {
  const server = fakeAccountServer(routes);
  const { stores, wrapper } = testStores(server.fetcher);
  render(<MemoryRouter initialEntries={['/saat-p-1']}><MemberModals /><Where /></MemoryRouter>, { wrapper });
  return { stores, server };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('member modals (S2.26, S4.15)', () => {
  it('S4.15 shows only the modal that is open: "forgot my password" and "continue as a guest" replace the sign-in modal', async () => {
    const { stores } = renderModals();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => stores.ui.openMemberModal('signIn', '/saat-p-1'));
    expect(screen.getByRole('dialog', { name: 'Üye girişi' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Şifremi unuttum' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Şifremi unuttum' })).toBeInTheDocument();
    // The opener's returnurl goes along from one modal to the next.
    expect(stores.ui.memberModalReturnUrl).toBe('/saat-p-1');

    act(() => stores.ui.openMemberModal('signIn', '/saat-p-1'));
    fireEvent.click(screen.getByRole('button', { name: 'Misafir olarak devam et' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Misafir olarak devam et' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stores.ui.memberModal).toBeNull();
  });

  it('a sign-in in the modal closes it and the shopper stays on their page', async () => {
    const { stores, server } = renderModals({ 'POST /api/login': () => ({ isSuccess: true, member: MEMBER }) });
    act(() => stores.ui.openMemberModal('signIn'));
    type(/^E-posta/, 'sule@example.com');
    type(/^Şifre/, 'gizli-sifre-1');
    fireEvent.click(screen.getAllByRole('button', { name: 'Giriş Yap' }).find((button) => button.getAttribute('type') === 'submit')!);
    await waitFor(() => expect(stores.ui.memberModal).toBeNull());
    expect(server.calls.map((call) => `${call.method} ${call.url}`)).toContain('POST /api/login');
    expect(screen.getByTestId('where')).toHaveTextContent('/saat-p-1');
  });

  it('a new membership that needs a code goes on to the code modal, and the code to the welcome', async () => {
    const { stores } = renderModals({
      'POST /api/register': () => ({ isSuccess: true, member: MEMBER, pendingActivation: 'email' }),
      'POST /api/verify-otp': () => ({ isSuccess: true, member: MEMBER }),
    });
    act(() => stores.ui.openMemberModal('signIn'));
    fireEvent.click(screen.getByRole('tab', { name: 'Üye Ol' }));
    type(/^Ad/, 'Şule');
    type(/^Soyad/, 'İnce');
    type(/^E-posta/, 'sule@example.com');
    type(/^Şifre/, 'gizli-sifre-1');
    fireEvent.click(screen.getByRole('checkbox', { name: /KVKK aydınlatma metnini/ }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Üye Ol' }).find((button) => button.getAttribute('type') === 'submit')!);
    expect(await screen.findByRole('dialog', { name: 'Üyeliğinizi doğrulayın' })).toBeInTheDocument();

    type(/^Doğrulama kodu/, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByRole('dialog', { name: 'Hoş geldiniz, Şule' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Alışverişe devam et' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
