import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Member } from '../../../../../contracts/member/entities';
import { testStores } from '../../../test-stores';
import { fakeAccountServer, Refusal, type SentCall } from '../account-test-server';
import { AccountLayout } from './account-layout';
import { DeleteMembership } from './delete-membership';
import { memberStore } from '../member-store';

const MEMBER: Member = { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', isSmsPermitted: false, isEmailPermitted: true, defaultLanguage: 'tr', isGuest: false };

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderDelete(deleteMember: (call: SentCall) => unknown) {
  const server = fakeAccountServer({ 'POST /api/delete-member': deleteMember, 'POST /api/logout': () => ({ isSuccess: true }) });
  const { stores, wrapper } = testStores(server.fetcher);
  stores.lazyStore(memberStore).accept({ isSuccess: true, member: MEMBER });
  render(
    <MemoryRouter initialEntries={['/u/info']}>
      <Routes>
        <Route path="/u/info" element={<AccountLayout title="Hesap Bilgilerim"><DeleteMembership /></AccountLayout>} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
    { wrapper },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Üyeliğimi sil' }));
  return { stores, server, dialog: within(screen.getByRole('dialog', { name: 'Üyeliğiniz silinsin mi?' })) };
}

describe('delete my membership (/u/info)', () => {
  it('asks for the password before sending anything', () => {
    const { server, dialog } = renderDelete(() => ({ isSuccess: true }));
    fireEvent.click(dialog.getByRole('button', { name: 'Üyeliğimi sil' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Şifre zorunludur');
    expect(server.calls).toHaveLength(0);
  });

  it('deletes with the password, signs out and goes home', async () => {
    const { stores, server, dialog } = renderDelete(() => ({ isSuccess: true }));
    fireEvent.change(dialog.getByLabelText('Onaylamak için şifreniz'), { target: { value: 'gizli-sifre' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Üyeliğimi sil' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(server.callsTo('POST', '/api/delete-member')[0].body).toEqual({ password: 'gizli-sifre' });
    expect(server.callsTo('POST', '/api/logout')).toHaveLength(1);
    expect(stores.lazyStore(memberStore).member).toBeNull();
  });

  it('shows a refusal in the dialog and stays signed in', async () => {
    const { stores, server, dialog } = renderDelete(() => new Refusal(400, 'Şifreniz hatalı'));
    fireEvent.change(dialog.getByLabelText('Onaylamak için şifreniz'), { target: { value: 'yanlis' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Üyeliğimi sil' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Şifreniz hatalı'));
    expect(server.callsTo('POST', '/api/logout')).toHaveLength(0);
    expect(stores.lazyStore(memberStore).isMember).toBe(true);
  });
});
