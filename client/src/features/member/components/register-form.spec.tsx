import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MemberFieldRule } from '../../../../../contracts/member/field-rules';
import { testStores } from '../../../test-stores';
import { fakeAccountServer, Refusal, type SentCall } from '../account-test-server';
import { RegisterForm } from './register-form';

function renderRegisterForm(register: (call: SentCall) => unknown) {
  const server = fakeAccountServer({ 'POST /api/register': register });
  const { wrapper } = testStores(server.fetcher);
  render(<MemoryRouter><RegisterForm onRegistered={() => undefined} /></MemoryRouter>, { wrapper });
  return server;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
function fillIn(name: string) {
  type(/^Ad$/, name);
  type(/^Soyad$/, 'Işık');
  type(/^E-posta$/, 'ayse@example.com');
  type(/^Şifre$/, 'uzun bir şifre 123');
  fireEvent.click(screen.getByRole('checkbox', { name: /KVKK/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Üye Ol' }));
}

describe('issue 32 item 13: the sign-up form and the server hold one rule for names and phones', () => {
  it('refuses a name with an emoji in the browser, beside the field and in Turkish, as the server would', async () => {
    const server = renderRegisterForm(() => ({ isSuccess: true }));
    fillIn('Ayşe 😀');
    const error = await screen.findByText('Ad yalnızca harf, boşluk, nokta, kesme işareti ve tire içerebilir');
    expect(screen.getByLabelText(/^Ad$/)).toHaveAttribute('aria-describedby', error.id);
    expect(server.callsTo('POST', '/api/register')).toHaveLength(0);
  });

  it('puts a refusal of the server beside the field it names, in the page\'s language, with the focus there, not in a general alert', async () => {
    renderRegisterForm(() => new Refusal(400, 'surname may hold letters, spaces, dots, apostrophes and hyphens', ['surname may hold letters, spaces, dots, apostrophes and hyphens'], [{ field: 'surname', rule: MemberFieldRule.personName }]));
    fillIn('Ayşe');
    const error = await screen.findByText('Soyad yalnızca harf, boşluk, nokta, kesme işareti ve tire içerebilir');
    const surname = screen.getByLabelText(/^Soyad$/);
    expect(surname).toHaveAttribute('aria-invalid', 'true');
    expect(surname).toHaveAttribute('aria-describedby', error.id);
    await waitFor(() => expect(surname).toHaveFocus());
    expect(screen.queryByText(/may hold letters/)).not.toBeInTheDocument();
  });
});
