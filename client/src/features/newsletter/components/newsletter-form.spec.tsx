import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { testStores } from '../../../test-stores';

// The real widget fetches and solves a challenge; here the test plays the widget's part by
// sending the 'statechange' event it would send.
jest.unstable_mockModule('altcha', () => ({}));
const { default: NewsletterForm } = await import('./newsletter-form');

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The form with a stand-in API answering the subscribe route with `answer` (status, body). */
function renderForm(answer: () => [number, object] = () => [200, { isSuccess: true, message: 'Check your inbox to confirm your subscription' }], culture: 'tr' | 'en' = 'tr') {
  const sent: Sent[] = [];
  // The API client sends a path string and a JSON body.
  const fetcher = ((input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: input as string, headers: { ...(init?.headers as Record<string, string>) }, body: JSON.parse(init?.body as string) });
    const [status, body] = answer();
    return Promise.resolve({ ok: status === 200, status, json: () => Promise.resolve(body) } as Response);
  }) as typeof fetch;
  const { stores, wrapper } = testStores(fetcher);
  stores.ui.setCulture(culture);
  const view = render(<MemoryRouter><NewsletterForm /></MemoryRouter>, { wrapper });
  return { sent, view };
}

const widget = () => document.querySelector('altcha-widget')!;
/** The widget reports a solved check (or its end, with another state). */
const botCheck = (state: string, payload?: string) => fireEvent(widget(), new CustomEvent('statechange', { detail: { state, payload } }));
const email = () => screen.getByPlaceholderText('E-posta adresiniz');
const consent = () => screen.getByRole('checkbox', { name: /KVKK aydınlatma metnini/ });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Abone ol' }));

describe('newsletter form (S1.05, issue 14 item 7)', () => {
  it('S1.05 S5.08 names the missing e-mail and the missing KVKK consent, and sends nothing', async () => {
    const { sent } = renderForm();
    expect(consent()).not.toBeChecked();
    botCheck('verified', 'c29sdmVk');
    send();
    expect(await screen.findByText('E-posta zorunludur')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Abone olmak için KVKK aydınlatma metnini kabul etmelisiniz')).toHaveAttribute('role', 'alert');
    expect(consent()).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(email(), { target: { value: 'musteri@' } });
    expect(await screen.findByText('E-posta geçersiz')).toBeInTheDocument();
    fireEvent.click(consent());
    await waitFor(() => expect(screen.queryByText('Abone olmak için KVKK aydınlatma metnini kabul etmelisiniz')).toBeNull());
    expect(sent).toHaveLength(0);
  });

  it('links the consent to the KVKK notice', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'KVKK aydınlatma metnini' })).toHaveAttribute('href', '/kurumsal/kvkk-aydinlatma-metni');
  });

  it('sends nothing until the bot check is solved, and says so', async () => {
    const { sent } = renderForm();
    fireEvent.change(email(), { target: { value: 'musteri@ornek.com' } });
    fireEvent.click(consent());
    send();
    expect(await screen.findByTestId('newsletter-outcome')).toHaveTextContent('Lütfen robot doğrulamasını tamamlayın');
    expect(sent).toHaveLength(0);
  });

  it('sends the e-mail, the consent and the solution in the captchatoken header; then asks the shopper to check the inbox and empties the form', async () => {
    const { sent } = renderForm();
    botCheck('verified', 'c29sdmVk');
    fireEvent.change(email(), { target: { value: '  musteri@ornek.com ' } });
    fireEvent.click(consent());
    send();
    expect(await screen.findByRole('status')).toHaveTextContent('Aboneliğinizi onaylamak için e-posta kutunuzu kontrol edin.');
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/newsletter-subscribe');
    expect(sent[0].body).toEqual({ email: 'musteri@ornek.com', consentAccepted: true });
    expect(sent[0].headers.captchatoken).toBe('c29sdmVk');
    expect(email()).toHaveValue('');
    expect(consent()).not.toBeChecked();

    // A solution is good for one send: the next one waits for a new check.
    fireEvent.change(email(), { target: { value: 'ikinci@ornek.com' } });
    fireEvent.click(consent());
    send();
    await waitFor(() => expect(screen.getByTestId('newsletter-outcome')).toHaveTextContent('Lütfen robot doğrulamasını tamamlayın'));
    expect(sent).toHaveLength(1);
  });

  it('an expired check is no solution', async () => {
    const { sent } = renderForm();
    botCheck('verified', 'c29sdmVk');
    botCheck('expired');
    fireEvent.change(email(), { target: { value: 'musteri@ornek.com' } });
    fireEvent.click(consent());
    send();
    expect(await screen.findByTestId('newsletter-outcome')).toHaveTextContent('Lütfen robot doğrulamasını tamamlayın');
    expect(sent).toHaveLength(0);
  });

  it('shows the server\'s refusal and keeps what was typed', async () => {
    renderForm(() => [429, { isSuccess: false, status: 429, message: 'Too many attempts; please wait a moment and try again' }]);
    botCheck('verified', 'c29sdmVk');
    fireEvent.change(email(), { target: { value: 'musteri@ornek.com' } });
    fireEvent.click(consent());
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Çok fazla deneme yapıldı; lütfen biraz bekleyip yeniden deneyin');
    expect(email()).toHaveValue('musteri@ornek.com');
  });

  it('S1.04 speaks English on English pages', async () => {
    renderForm(undefined, 'en');
    expect(screen.getByRole('link', { name: 'KVKK privacy notice' })).toHaveAttribute('href', '/en/corporate/kvkk-privacy-notice');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please accept the KVKK privacy notice to subscribe')).toBeInTheDocument();
  });
});
