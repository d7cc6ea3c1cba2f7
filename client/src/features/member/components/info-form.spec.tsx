import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Member } from '../../../../../contracts/member/entities';
import type { UpdateMemberPayload } from '../../../../../contracts/member/payloads';
import { testStores } from '../../../test-stores';
import { fakeAccountServer, Refusal, type SentCall } from '../account-test-server';
import { InfoForm } from './info-form';
import { memberStore } from '../member-store';

const MEMBER: Member = { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', isSmsPermitted: false, isEmailPermitted: true, defaultLanguage: 'tr', isGuest: false };

const EDUCATION = [{ id: 3, name: 'Lise' }, { id: 5, name: 'Lisans' }];
const JOBS = [{ id: 2, name: 'Özel sektör çalışanı' }, { id: 7, name: 'Emekli' }];

function renderInfoForm(updateMember: (call: SentCall) => unknown, member: Member = MEMBER, lists: Record<string, (call: SentCall) => unknown> = {
  'GET /api/education-statuses': () => ({ isSuccess: true, items: EDUCATION }),
  'GET /api/jobs': () => ({ isSuccess: true, items: JOBS }),
}) {
  const server = fakeAccountServer({ 'POST /api/update-member': updateMember, ...lists });
  const { stores, wrapper } = testStores(server.fetcher);
  stores.lazyStore(memberStore).accept({ isSuccess: true, member });
  render(<MemoryRouter><InfoForm /></MemoryRouter>, { wrapper });
  return { stores, server };
}

const field = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
// The lists arrive after the first paint; waiting for them keeps every state change inside the test.
const listsShown = () => screen.findByRole('option', { name: 'Lisans' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

describe('account information form (/u/info)', () => {
  it('starts from the member record and shows the e-mail read-only', async () => {
    renderInfoForm(() => ({}));
    await listsShown();
    expect(field(/^Ad$/)).toHaveValue('Ayşe');
    expect(field(/^E-posta$/)).toHaveValue('ayse@example.com');
    expect(field(/^E-posta$/)).toHaveAttribute('readonly');
    expect(field(/e-posta ile almak/)).toBeChecked();
    expect(field(/SMS ile almak/)).not.toBeChecked();
  });

  // A phone that is no Turkish mobile is refused by the phone change form (verification-codes.spec.tsx): the number changes only with its code.
  it('refuses a birth date in the future and an empty surname, with messages linked to the fields', async () => {
    const { server } = renderInfoForm(() => ({}));
    await listsShown();
    type(/^Doğum tarihi/, `${new Date().getFullYear() + 1}-01-01`);
    type(/^Soyad$/, '');
    save();

    const birthError = await screen.findByText('Doğum tarihi ileri bir tarih olamaz');
    expect(birthError).toHaveAttribute('role', 'alert');
    expect(field(/^Doğum tarihi/).getAttribute('aria-describedby')).toBe(birthError.id);
    expect(screen.getByText('Soyad zorunludur')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/update-member')).toHaveLength(0);
  });

  it('refuses someone younger than 13', async () => {
    renderInfoForm(() => ({}));
    await listsShown();
    const now = new Date();
    type(/^Doğum tarihi/, `${now.getFullYear() - 5}-01-01`);
    save();
    expect(await screen.findByText('Üye olmak için en az 13 yaşında olmalısınız')).toBeInTheDocument();
  });

  it('sends good values in the server\'s shape and shows the saved member everywhere', async () => {
    const { stores, server } = renderInfoForm((call) => ({ isSuccess: true, member: { ...MEMBER, ...(call.body as UpdateMemberPayload) } }), { ...MEMBER, mobilePhone: '5321234567' });
    await listsShown();
    type(/^Ad$/, '  Ayşe Nur ');
    // Issue 14: the number is shown, and changes only with the code texted to a new one (PhoneChangeForm).
    expect(field(/^Cep telefonu/)).toHaveValue('532 123 45 67');
    expect(field(/^Cep telefonu/)).toHaveAttribute('readonly');
    type(/^Doğum tarihi/, '1990-05-01');
    fireEvent.click(screen.getByLabelText('Kadın'));
    save();

    await waitFor(() => expect(server.callsTo('POST', '/api/update-member')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/update-member')[0].body).toEqual({
      name: 'Ayşe Nur', surname: 'Yılmaz', mobilePhone: '5321234567', genderId: 2, birthDate: '1990-05-01', isSmsPermitted: false, isEmailPermitted: true,
    });
    await waitFor(() => expect(stores.lazyStore(memberStore).member?.name).toBe('Ayşe Nur'));
    expect(stores.lazyStore(memberStore).member?.mobilePhone).toBe('5321234567');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('S7.30 issue 14: the e-mail permission is turned on only with the code (a link to it), never by this form; off is still saved here', async () => {
    const { server } = renderInfoForm(() => ({ isSuccess: true, member: { ...MEMBER, isEmailPermitted: false } }), { ...MEMBER, isEmailPermitted: false });
    await listsShown();
    expect(field(/e-posta ile almak/)).toBeDisabled();
    expect(field(/e-posta ile almak/)).not.toBeChecked();
    expect(screen.getByRole('link', { name: /E-posta iznini, e-posta adresinize gönderilen kodla İletişim Tercihlerim/ })).toHaveAttribute('href', '/u/communication-preferences');
    save();
    await waitFor(() => expect(server.callsTo('POST', '/api/update-member')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/update-member')[0].body).toMatchObject({ isEmailPermitted: false });
  });

  it('S7.30 issue 14: the SMS permission is turned on only with the SMS code (a link to it), never by this form', async () => {
    renderInfoForm(() => ({}));
    await listsShown();
    expect(field(/SMS ile almak/)).toBeDisabled();
    const link = screen.getByRole('link', { name: /SMS iznini, cep telefonunuza gönderilen kodla/ });
    expect(link).toHaveAttribute('href', '/u/communication-preferences');
    expect(field(/SMS ile almak/)).toHaveAttribute('aria-describedby', link.parentElement?.id);
  });

  it('S7.30 issue 14: an SMS permission given with its code can be turned off here', async () => {
    const { server, stores } = renderInfoForm((call) => ({ isSuccess: true, member: { ...MEMBER, mobilePhone: '5321234567', ...(call.body as UpdateMemberPayload) } }),
      { ...MEMBER, mobilePhone: '5321234567', isSmsPermitted: true });
    await listsShown();
    expect(field(/SMS ile almak/)).toBeEnabled();
    expect(screen.queryByRole('link', { name: /SMS iznini/ })).toBeNull();
    fireEvent.click(field(/SMS ile almak/));
    save();
    await waitFor(() => expect(stores.lazyStore(memberStore).member?.isSmsPermitted).toBe(false));
    expect(server.callsTo('POST', '/api/update-member')[0].body).toMatchObject({ isSmsPermitted: false, isEmailPermitted: true });
    // Off now: the box waits for the code again.
    await waitFor(() => expect(field(/SMS ile almak/)).toBeDisabled());
  });

  it('shows the server\'s refusal', async () => {
    renderInfoForm(() => new Refusal(400, 'Bu telefon numarası başka bir üyede kayıtlı'));
    await listsShown();
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu telefon numarası başka bir üyede kayıtlı');
  });

  it('S3.15 S7.30 education status and job come from the member service\'s lists and are sent with the member', async () => {
    const { stores, server } = renderInfoForm((call) => ({ isSuccess: true, member: { ...MEMBER, ...(call.body as UpdateMemberPayload) } }));
    await listsShown();
    expect(field(/^Eğitim durumu/)).toHaveValue('');
    fireEvent.change(field(/^Eğitim durumu/), { target: { value: '5' } });
    fireEvent.change(field(/^Meslek/), { target: { value: '7' } });
    save();

    await waitFor(() => expect(server.callsTo('POST', '/api/update-member')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/update-member')[0].body).toMatchObject({ educationStatusId: 5, jobId: 7 });
    await waitFor(() => expect(stores.lazyStore(memberStore).member?.jobId).toBe(7));
    expect(server.callsTo('GET', '/api/education-statuses')).toHaveLength(1);
    expect(server.callsTo('GET', '/api/jobs')).toHaveLength(1);
  });

  it('lists that fail to load say so, their selects are disabled, and the rest of the form still saves', async () => {
    const { server } = renderInfoForm(() => ({ isSuccess: true, member: MEMBER }), MEMBER, {
      'GET /api/education-statuses': () => new Refusal(500, 'Liste hatası'),
      'GET /api/jobs': () => ({ isSuccess: true, items: JOBS }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Eğitim durumu ve meslek listeleri yüklenemedi. Liste hatası');
    expect(field(/^Meslek/)).toBeDisabled();
    save();
    await waitFor(() => expect(server.callsTo('POST', '/api/update-member')).toHaveLength(1));
  });
});
