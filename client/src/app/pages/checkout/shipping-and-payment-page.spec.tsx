import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Cart, CartItem } from '../../../../../contracts/cart/entities';
import type { Address, Member } from '../../../../../contracts/member/entities';
import { CHECKOUT_PAYMENT_TYPE as PAY } from '../../../../../contracts/order/payloads';
import { fakeAccountServer, type FakeRoutes } from '../../../features/member/account-test-server';
import { memberStore } from '../../../features/member/member-store';
import { testStores } from '../../../test-stores';
import ShippingAndPaymentPage from './shipping-and-payment-page';

const MEMBER: Member = { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', isSmsPermitted: false, isEmailPermitted: true, defaultLanguage: 'tr', isGuest: false };
const address = (id: number, title: string): Address => ({
  id, title, name: 'Ayşe', surname: 'Yılmaz', mobilePhone: '5321234567', cityId: 34, countyId: 34001, description: `${title} Cad. 1`, cityName: 'İstanbul', countyName: 'Adalar', countryCode: 'TR',
});
const LINE: CartItem = {
  documentId: 1, productId: 1, stockBarcodeId: 10, quantity: 1, isShipment: false, orderNo: 1,
  salesPriceWithTax: 100, salesPriceWithoutTax: 83.33, unitPriceWithTax: 100, unitPriceWithoutTax: 83.33, discountPriceWithTax: 100,
  totals: [], flags: 0, campaigns: [], availableQuantity: 10, product: { name: 'Kronos Kol Saati', routePath: '/kronos-kol-saati-p-1' },
};
const CART: Cart = { documentId: 1, currencyId: 1, items: [LINE], totals: [], tags: [], campaigns: [], suggestedCampaigns: [], itemCount: 1, isTaxIncluded: true, version: 1 };

/** The combined checkout page of a signed-in member with one line in the cart; `routes` answer the rest (the addresses, the order). */
async function openCheckout(routes: FakeRoutes) {
  const server = fakeAccountServer({
    'POST /api/get-cart': () => ({ isSuccess: true, cart: CART }),
    'GET /api/available-stores': () => ({ isSuccess: true, stores: [] }),
    'POST /api/get-agreements': () => ({ isSuccess: true, preInformation: '', salesAgreement: '' }),
    ...routes,
  });
  const { stores, wrapper } = testStores(server.fetcher);
  stores.lazyStore(memberStore).accept({ isSuccess: true, member: MEMBER });
  render(<MemoryRouter initialEntries={['/c/shipping-and-payment']}><ShippingAndPaymentPage /></MemoryRouter>, { wrapper });
  return { server, shipping: await screen.findByTestId('address-picker-shippingAddress') };
}

/** The combined checkout page of a member with a home and an office address; answers what the order placement sent. */
async function placeOrder(invoiceDifferent: boolean): Promise<Record<string, unknown>> {
  const { server, shipping } = await openCheckout({
    'GET /api/addresses': () => ({ isSuccess: true, addresses: [address(1, 'Ev'), address(2, 'Ofis')] }),
    'POST /api/place-order': () => new Promise(() => undefined),
  });
  await waitFor(() => expect(within(shipping).getByRole('radio', { name: 'Ev' })).toBeChecked());
  if (invoiceDifferent) {
    fireEvent.click(screen.getByRole('checkbox', { name: 'Fatura adresim farklı' }));
    fireEvent.click(await within(await screen.findByTestId('address-picker-invoiceAddress')).findByRole('radio', { name: 'Ofis' }));
  }
  fireEvent.click(document.querySelector<HTMLInputElement>(`input[name="paymentType"][value="${PAY.payAtDoor}"]`)!);
  fireEvent.click(document.querySelector<HTMLInputElement>('input[name="policies"]')!);
  fireEvent.click(screen.getByRole('button', { name: 'Siparişi Tamamla' }));
  await waitFor(() => expect(server.callsTo('POST', '/api/place-order')).toHaveLength(1));
  return server.callsTo('POST', '/api/place-order')[0].body as Record<string, unknown>;
}

describe('the combined checkout page: invoice address (S3.27 invoice different)', () => {
  it('S3.27 unticked, the order goes to the shipping address alone', async () => {
    const sent = await placeOrder(false);
    expect(sent).toMatchObject({ shippingAddressId: 1, paymentType: PAY.payAtDoor });
    expect(sent).not.toHaveProperty('invoiceAddressId');
  });

  it('S3.27 ticked, the invoice address chosen goes with the order', async () => {
    expect(await placeOrder(true)).toMatchObject({ shippingAddressId: 1, invoiceAddressId: 2, paymentType: PAY.payAtDoor });
  });
});

describe('the combined checkout page: the address picker while its list loads', () => {
  it('S7.30 addresses: a new one is offered only once the saved ones are in, so the button does not move under a press', async () => {
    let answer: (addresses: Address[]) => void = () => undefined;
    const { server, shipping } = await openCheckout({
      'GET /api/addresses': () => new Promise((resolve) => { answer = (addresses) => resolve({ isSuccess: true, addresses }); }),
    });
    await waitFor(() => expect(server.callsTo('GET', '/api/addresses')).toHaveLength(1));
    expect(within(shipping).queryByRole('button', { name: 'Yeni adres ekle' })).toBeNull();
    expect(shipping.querySelector('[aria-busy="true"]')).not.toBeNull();
    answer([]);
    expect(await within(shipping).findByRole('button', { name: 'Yeni adres ekle' })).toBeTruthy();
    expect(within(shipping).getByText('Kayıtlı adresiniz yok.')).toBeTruthy();
    expect(shipping.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
