import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Member } from '../../../../../contracts/member/entities';
import type { UpdateMemberPayload } from '../../../../../contracts/member/payloads';
import { testStores } from '../../../test-stores';
import { fakeAccountServer, Refusal, type SentCall } from '../account-test-server';
import { InfoForm } from './info-form';
import { memberStore } from '../member-store';

const MEMBER: Member = { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', isSmsPermitted: false, isEmailPermitted: true, defaultLanguage: 'tr', isGuest: false };

function renderInfoForm(updateMember: (call: SentCall) => unknown) {
  const server = fakeAccountServer({ 'POST /api/update-member': updateMember });
  const { stores, wrapper } = testStores(server.fetcher);
  stores.lazyStore(memberStore).accept({ isSuccess: true, member: MEMBER });
  render(<MemoryRouter><InfoForm /></MemoryRouter>, { wrapper });
  return { stores, server };
}

const field = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

describe('account information form (/u/info)', () => {
  it('starts from the member record and shows the e-mail read-only', () => {
    renderInfoForm(() => ({}));
    expect(field(/^Ad$/)).toHaveValue('Ayşe');
    expect(field(/^E-posta$/)).toHaveValue('ayse@example.com');
    expect(field(/^E-posta$/)).toHaveAttribute('readonly');
    expect(field(/e-posta ile almak/)).toBeChecked();
    expect(field(/SMS ile almak/)).not.toBeChecked();
  });

  it('refuses a phone that is no Turkish mobile and a birth date in the future, with messages linked to the fields', async () => {
    const { server } = renderInfoForm(() => ({}));
    type(/^Cep telefonu/, '212 123 45 67');
    type(/^Doğum tarihi/, `${new Date().getFullYear() + 1}-01-01`);
    type(/^Soyad$/, '');
    save();

    const phoneError = await screen.findByText('Cep telefonu 5xx xxx xx xx biçiminde bir Türkiye numarası olmalıdır');
    expect(phoneError).toHaveAttribute('role', 'alert');
    expect(field(/^Cep telefonu/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Cep telefonu/).getAttribute('aria-describedby')).toContain(phoneError.id);
    const birthError = screen.getByText('Doğum tarihi ileri bir tarih olamaz');
    expect(field(/^Doğum tarihi/).getAttribute('aria-describedby')).toBe(birthError.id);
    expect(screen.getByText('Soyad zorunludur')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('refuses someone younger than 13', async () => {
    renderInfoForm(() => ({}));
    const now = new Date();
    type(/^Doğum tarihi/, `${now.getFullYear() - 5}-01-01`);
    save();
    expect(await screen.findByText('Üye olmak için en az 13 yaşında olmalısınız')).toBeInTheDocument();
  });

  it('sends good values in the server\'s shape and shows the saved member everywhere', async () => {
    const { stores, server } = renderInfoForm((call) => ({ isSuccess: true, member: { ...MEMBER, ...(call.body as UpdateMemberPayload) } }));
    type(/^Ad$/, '  Ayşe Nur ');
    type(/^Cep telefonu/, '0532 123 45 67');
    type(/^Doğum tarihi/, '1990-05-01');
    fireEvent.click(screen.getByLabelText('Kadın'));
    fireEvent.click(field(/SMS ile almak/));
    save();

    await waitFor(() => expect(server.callsTo('POST', '/api/update-member')).toHaveLength(1));
    expect(server.calls[0].body).toEqual({
      name: 'Ayşe Nur', surname: 'Yılmaz', mobilePhone: '5321234567', genderId: 2, birthDate: '1990-05-01', isSmsPermitted: true, isEmailPermitted: true,
    });
    await waitFor(() => expect(stores.lazyStore(memberStore).member?.name).toBe('Ayşe Nur'));
    expect(stores.lazyStore(memberStore).member?.mobilePhone).toBe('5321234567');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server\'s refusal', async () => {
    renderInfoForm(() => new Refusal(400, 'Bu telefon numarası başka bir üyede kayıtlı'));
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu telefon numarası başka bir üyede kayıtlı');
  });
});
