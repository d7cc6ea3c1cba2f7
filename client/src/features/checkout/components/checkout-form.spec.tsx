import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CHECKOUT_PAYMENT_TYPE as PAY } from '../../../../../contracts/order/payloads';
import { testStores } from '../../../test-stores';
import { CheckoutForm } from './checkout-form';

/** A storefront that knows the wallet's balance and has no pickup stores; any other call gets an empty success. `asked` collects the addresses called. */
function renderForm(balance: number, netTotal: number, { shippingAddressId = 7, onAddressMissing = () => undefined, forGuest = false, asked = [] }: { shippingAddressId?: number | null; onAddressMissing?: () => void; forGuest?: boolean; asked?: string[] } = {}) {
  const fetcher = ((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    asked.push(url);
    const body = url.startsWith('/api/get-wallet') ? { isSuccess: true, balance, currencyCode: 'TRY' }
      : url.startsWith('/api/available-stores') ? { isSuccess: true, stores: [] } : { isSuccess: true };
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);
  }) as typeof fetch;
  const { wrapper } = testStores(fetcher);
  render(
    <MemoryRouter>
      <CheckoutForm
        shippingAddressId={shippingAddressId} currencyId={1} money={(amount) => `${amount} ₺`} netTotal={netTotal} totals={null}
        onPaymentTypeChosen={() => undefined} onPlaced={() => undefined} onAddressMissing={onAddressMissing} forGuest={forGuest}
      />
    </MemoryRouter>,
    { wrapper },
  );
}

const choose = (type: number) => {
  const radio = document.querySelector<HTMLInputElement>(`input[name="paymentType"][value="${type}"]`);
  if (!radio) throw new Error(`payment type ${type} is not offered`);
  fireEvent.click(radio);
};

describe('S7.26 paying from the wallet at checkout', () => {
  it('a balance short of the total keeps "Siparişi Tamamla" unavailable, pointing at the note; other payment types are not held', async () => {
    renderForm(100, 250);
    choose(PAY.wallet);
    expect(await screen.findByText('Cüzdan bakiyeniz (100 ₺) bu sipariş için yetmiyor.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Siparişi Tamamla' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAccessibleDescription('Cüzdan bakiyeniz (100 ₺) bu sipariş için yetmiyor.');
    choose(PAY.payAtDoor);
    expect(screen.getByRole('button', { name: 'Siparişi Tamamla' })).not.toHaveAttribute('aria-disabled');
  });

  it('a balance that covers the total leaves the button available', async () => {
    renderForm(300, 250);
    choose(PAY.wallet);
    expect(await screen.findByText('Cüzdan bakiyeniz: 300 ₺')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siparişi Tamamla' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('issue 32 item 5: a guest is not offered the wallet (S7.32, S6.02)', () => {
  it('the guest\'s checkout lists no "Cüzdan" and asks for no balance; a member\'s does', async () => {
    renderForm(300, 250, { forGuest: true });
    expect(await screen.findByRole('radio', { name: 'Kredi kartı' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Cüzdan/ })).toBeNull();
    expect(document.querySelector(`input[name="paymentType"][value="${PAY.wallet}"]`)).toBeNull();
    // Pay later is offered, and says where a guest pays: tracking, from the order mail (not an order page a guest has not got).
    choose(PAY.payLater);
    expect(screen.getByTestId('pay-later-text')).toHaveTextContent('sipariş takip sayfasından (bağlantısı sipariş e-postanızda) kartla ödeyebilirsiniz');
  });

  it('a member sees the wallet', async () => {
    renderForm(300, 250);
    expect(await screen.findByRole('radio', { name: /Cüzdan/ })).toBeInTheDocument();
  });
});

describe('issue 32 item 16: a first submit without an address', () => {
  it('flags the address (the page gives it the focus) and the card fields alike, and sends nothing', async () => {
    const onAddressMissing = jest.fn<() => void>();
    renderForm(0, 250, { shippingAddressId: null, onAddressMissing });
    choose(PAY.creditCard);
    fireEvent.click(screen.getByRole('button', { name: 'Siparişi Tamamla' }));
    expect(onAddressMissing).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0));
  });
});

describe('S7.32 the bank accounts are asked for as the form opens', () => {
  it('before transfer is chosen, so a list arriving late does not push the agreements down', async () => {
    const asked: string[] = [];
    renderForm(0, 250, { asked });
    expect(await screen.findByRole('radio', { name: 'Havale / EFT' })).not.toBeChecked();
    await waitFor(() => expect(asked).toContain('/api/get-banks'));
  });
});
