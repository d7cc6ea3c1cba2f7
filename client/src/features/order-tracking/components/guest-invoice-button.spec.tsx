import { fireEvent, render, screen } from '@testing-library/react';
import { OrderMessage } from '../../../../../contracts/order/messages';
import { testStores } from '../../../test-stores';
import { GuestInvoiceButton } from './guest-invoice-button';

const DOC = 'VTR-2026-000123';

describe('GuestInvoiceButton (S6.02 guests use their own invoice endpoint)', () => {
  const original = { fetch: globalThis.fetch, create: URL.createObjectURL, revoke: URL.revokeObjectURL, click: HTMLAnchorElement.prototype.click };
  let saved: { href: string; download: string }[];
  let sent: { url: string; body: unknown }[];
  beforeEach(() => {
    saved = [];
    sent = [];
    URL.createObjectURL = () => 'blob:invoice';
    URL.revokeObjectURL = () => undefined;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) { saved.push({ href: this.href, download: this.download }); };
  });
  afterEach(() => {
    globalThis.fetch = original.fetch;
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    HTMLAnchorElement.prototype.click = original.click;
  });

  function serve(status: number) {
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, body: JSON.parse(typeof init?.body === 'string' ? init.body : '{}') });
      return Promise.resolve(status === 200
        ? { ok: true, status, blob: () => Promise.resolve(new Blob(['%PDF-1.3'], { type: 'application/pdf' })) } as Response
        : { ok: false, status, json: () => Promise.resolve({ isSuccess: false, message: OrderMessage.guestOrderNotFound }) } as Response);
    });
    const { wrapper } = testStores();
    render(<GuestInvoiceButton docNo={DOC} email="misafir@example.com" />, { wrapper });
  }

  it('posts the order number and e-mail and saves the PDF as fatura-<docNo>.pdf on a Turkish page', async () => {
    serve(200);
    fireEvent.click(screen.getByRole('button', { name: 'Fatura (PDF)' }));
    expect(await screen.findByRole('button', { name: 'Fatura (PDF)' })).not.toHaveAttribute('aria-busy');
    expect(sent).toEqual([{ url: '/api/guest-order-invoice', body: { docNo: DOC, email: 'misafir@example.com' } }]);
    expect(saved).toEqual([{ href: 'blob:invoice', download: `fatura-${DOC}.pdf` }]);
  });

  it('shows the server\'s one message for a wrong pair and saves nothing', async () => {
    serve(404);
    fireEvent.click(screen.getByRole('button', { name: 'Fatura (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OrderMessage.guestOrderNotFound);
    expect(saved).toEqual([]);
  });
});
