import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Address, AddressFields } from '../../../../../contracts/member/entities';
import { testStores } from '../../../test-stores';
import { fakeAccountServer, type FakeRoutes } from '../account-test-server';
import { AddressBook } from './address-book';

const CITIES = [{ id: 6, name: 'Ankara' }, { id: 34, name: 'İstanbul' }];
const DISTRICTS: Record<string, { id: number; name: string }[]> = {
  6: [{ id: 601, name: 'Çankaya' }],
  34: [{ id: 3401, name: 'Kadıköy' }, { id: 3402, name: 'Beşiktaş' }],
};
const HOME: Address = {
  id: 1, title: 'Ev', name: 'Ayşe', surname: 'Yılmaz', mobilePhone: '5321234567', cityId: 6, countyId: 601, cityName: 'Ankara', countyName: 'Çankaya',
  description: 'Atatürk Bulvarı 1', countryCode: 'TR',
};

function renderAddressBook(saved: Address[], extra: FakeRoutes = {}) {
  const server = fakeAccountServer({
    'GET /api/addresses': () => ({ isSuccess: true, addresses: saved }),
    'GET /api/address-source': (call) => {
      const cityId = new URL(call.url, 'http://localhost').searchParams.get('cityId');
      return { isSuccess: true, schema: [], places: cityId ? DISTRICTS[cityId] : CITIES };
    },
    ...extra,
  });
  const { wrapper } = testStores(server.fetcher);
  render(<MemoryRouter><AddressBook /></MemoryRouter>, { wrapper });
  return server;
}

const form = () => within(screen.getByTestId('address-form'));
const type = (label: RegExp, value: string) => fireEvent.change(form().getByLabelText(label), { target: { value } });

describe('address book (/u/addresses)', () => {
  it('loads the districts of the chosen city, clears the district when the city changes, and sends the payload', async () => {
    const server = renderAddressBook([], {
      'POST /api/add-address': (call) => ({ isSuccess: true, address: { ...(call.body as AddressFields), id: 9, cityName: 'İstanbul', countyName: 'Kadıköy', countryCode: 'TR' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni adres ekle' }));
    const city = form().getByLabelText('İl');
    const county = form().getByLabelText('İlçe');
    await form().findByRole('option', { name: 'İstanbul' });
    expect(county).toBeDisabled();

    fireEvent.change(city, { target: { value: '34' } });
    await form().findByRole('option', { name: 'Kadıköy' });
    expect(server.calls.map((call) => call.url)).toContain('/api/address-source?cityId=34');
    expect(within(county).queryByRole('option', { name: 'Çankaya' })).toBeNull();
    fireEvent.change(county, { target: { value: '3401' } });
    expect(county).toHaveValue('3401');

    fireEvent.change(city, { target: { value: '6' } });
    expect(county).toHaveValue('');
    await form().findByRole('option', { name: 'Çankaya' });
    fireEvent.change(city, { target: { value: '34' } });
    fireEvent.change(county, { target: { value: '3401' } });

    type(/^Adres başlığı/, 'Ev');
    type(/^Ad$/, 'Ayşe');
    type(/^Soyad$/, 'Yılmaz');
    type(/^Cep telefonu/, '+90 532 123 45 67');
    type(/^Mahalle/, 'Moda');
    type(/^Posta kodu/, '34710');
    type(/^Adres$/, 'Moda Caddesi 5/3');
    fireEvent.click(form().getByRole('button', { name: 'Adresi kaydet' }));

    await waitFor(() => expect(server.callsTo('POST', '/api/add-address')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/add-address')[0].body).toEqual({
      title: 'Ev', name: 'Ayşe', surname: 'Yılmaz', mobilePhone: '5321234567', cityId: 34, countyId: 3401,
      neighbourhood: 'Moda', postalCode: '34710', description: 'Moda Caddesi 5/3',
    });
    const card = await screen.findByTestId('address-card');
    expect(card).toHaveTextContent('Moda Caddesi 5/3');
    expect(card).toHaveTextContent('Kadıköy / İstanbul');
    expect(screen.queryByTestId('address-form')).toBeNull();
  });

  it('refuses a form without a city, district or a five-digit postal code, and sends nothing', async () => {
    const server = renderAddressBook([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni adres ekle' }));
    type(/^Posta kodu/, '347');
    fireEvent.click(form().getByRole('button', { name: 'Adresi kaydet' }));
    expect(await form().findByText('İl zorunludur')).toHaveAttribute('role', 'alert');
    expect(form().getByText('İlçe zorunludur')).toBeInTheDocument();
    expect(form().getByText('Posta kodu 5 rakamdan oluşmalıdır')).toBeInTheDocument();
    expect(form().getByLabelText(/^Posta kodu/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST', '/api/add-address')).toHaveLength(0);
  });

  it('refuses a name with an emoji or digits in Turkish, before the engine answers in its own words, and keeps names with apostrophes and hyphens', async () => {
    const server = renderAddressBook([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni adres ekle' }));
    type(/^Ad$/, 'Deniz😀');
    type(/^Soyad$/, 'Çelik2');
    fireEvent.click(form().getByRole('button', { name: 'Adresi kaydet' }));
    expect(await form().findByText('Ad yalnızca harf, boşluk, nokta, kesme işareti ve tire içerebilir')).toHaveAttribute('role', 'alert');
    expect(form().getByText('Soyad yalnızca harf, boşluk, nokta, kesme işareti ve tire içerebilir')).toBeInTheDocument();
    expect(form().getByLabelText(/^Ad$/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST', '/api/add-address')).toHaveLength(0);

    type(/^Ad$/, 'Ayşe Nur');
    type(/^Soyad$/, "Çelik-O'Neil");
    await waitFor(() => expect(form().queryByText(/yalnızca harf/)).toBeNull());
  });

  it('changes a saved address with its id, starting from its values', async () => {
    const server = renderAddressBook([HOME], {
      'POST /api/update-address': (call) => ({ isSuccess: true, address: { ...HOME, ...(call.body as AddressFields) } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ev adresini düzenle' }));
    expect(form().getByLabelText(/^Adres$/)).toHaveValue('Atatürk Bulvarı 1');
    await form().findByRole('option', { name: 'Çankaya' });
    expect(form().getByLabelText('İlçe')).toHaveValue('601');
    type(/^Adres$/, 'Atatürk Bulvarı 2');
    fireEvent.click(form().getByRole('button', { name: 'Adresi kaydet' }));
    await waitFor(() => expect(screen.getByTestId('address-card')).toHaveTextContent('Atatürk Bulvarı 2'));
    expect(server.callsTo('POST', '/api/update-address')[0].body).toMatchObject({ id: 1, cityId: 6, countyId: 601, description: 'Atatürk Bulvarı 2' });
  });

  it('removes an address only after the confirmation', async () => {
    const server = renderAddressBook([HOME], { 'POST /api/remove-address': () => ({ isSuccess: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Ev adresini sil' }));
    const dialog = screen.getByRole('dialog', { name: 'Adresi sil' });
    expect(server.callsTo('POST', '/api/remove-address')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Kayıtlı adresiniz yok.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/remove-address')[0].body).toEqual({ id: 1 });
  });
});
