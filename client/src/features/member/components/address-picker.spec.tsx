import { act, render, screen } from '@testing-library/react';
import type { Address } from '../../../../../contracts/member/entities';
import { testStores } from '../../../test-stores';
import { fakeAccountServer } from '../account-test-server';
import { AddressPicker } from './address-picker';

const HOME: Address = {
  id: 1, title: 'Ev', name: 'Ayşe', surname: 'Yılmaz', mobilePhone: '5321234567', cityId: 6, countyId: 601, cityName: 'Ankara', countyName: 'Çankaya',
  description: 'Atatürk Bulvarı 1', countryCode: 'TR',
};

/** The picker beside another control, as on the checkout page (the invoice toggle), with the address list answered when the test says. */
function renderPicker() {
  let answer: (addresses: Address[]) => void = () => undefined;
  const listed = new Promise<{ isSuccess: true; addresses: Address[] }>((resolve) => { answer = (addresses) => resolve({ isSuccess: true, addresses }); });
  const server = fakeAccountServer({ 'GET /api/addresses': () => listed });
  const { wrapper } = testStores(server.fetcher);
  const page = (focusRequest: number) => (
    <div>
      <AddressPicker name="shippingAddress" legend="Teslimat adresi" value={null} onChange={() => undefined} error={focusRequest ? 'Bir teslimat adresi seçin' : undefined} focusRequest={focusRequest} />
      <label><input type="checkbox" /> Fatura adresim farklı</label>
    </div>
  );
  const view = render(page(0), { wrapper });
  return { answer: (addresses: Address[]) => act(async () => { answer(addresses); await listed; }), flag: (count: number) => view.rerender(page(count)) };
}

describe('address picker (checkout address, issue 32 item 16)', () => {
  it('a submit without an address while the list still loads moves the focus to the picker once the list is in, not to the control beside it', async () => {
    const picker = renderPicker();
    picker.flag(1);
    expect(screen.getByRole('checkbox')).not.toHaveFocus();
    await picker.answer([]);
    expect(screen.getByRole('button', { name: 'Yeni adres ekle' })).toHaveFocus();
  });

  it('each later refused submit moves the focus back to the picker, on its first saved address', async () => {
    const picker = renderPicker();
    await picker.answer([HOME]);
    expect(screen.getByRole('radio')).not.toHaveFocus();
    picker.flag(1);
    expect(screen.getByRole('radio')).toHaveFocus();
    screen.getByRole('checkbox').focus();
    picker.flag(2);
    expect(screen.getByRole('radio')).toHaveFocus();
  });
});
