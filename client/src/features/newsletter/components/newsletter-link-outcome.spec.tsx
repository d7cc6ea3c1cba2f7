import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { testStores } from '../../../test-stores';
import { linkActionOf, NewsletterLinkOutcome } from './newsletter-link-outcome';

/** The outcome of a link with a stand-in API answering every post with `answer` (status, body). */
function renderLink(action: string | null, token: string | undefined, answer: [number, object] = [200, { isSuccess: true }]) {
  const sent: { url: string; body: unknown }[] = [];
  // The API client sends a path string and a JSON body.
  const fetcher = ((input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: input as string, body: JSON.parse(init?.body as string) });
    return Promise.resolve({ ok: answer[0] === 200, status: answer[0], json: () => Promise.resolve(answer[1]) } as Response);
  }) as typeof fetch;
  const { wrapper } = testStores(fetcher);
  render(<StrictMode><NewsletterLinkOutcome action={linkActionOf(action)} token={token} /></StrictMode>, { wrapper });
  return sent;
}

const TOKEN = 'RQyvL6QzqE3LxGSUGZubtLc7vw_a8-lAhFKjLs0Ew08';

describe('the newsletter links\' page (/bulten, issue 14 item 7)', () => {
  it('confirms with one post when it opens, even under StrictMode, and says so', async () => {
    const sent = renderLink('confirm', TOKEN);
    expect(screen.getByRole('status')).toHaveTextContent('Aboneliğiniz onaylanıyor…');
    expect(await screen.findByText(/Bülten aboneliğiniz onaylandı/)).toHaveAttribute('role', 'status');
    expect(sent).toEqual([{ url: '/api/newsletter-confirm', body: { token: TOKEN } }]);
  });

  it('unsubscribes with the unsubscribe link', async () => {
    const sent = renderLink('unsubscribe', TOKEN);
    expect(await screen.findByText(/Bülten aboneliğinizden çıktınız/)).toBeInTheDocument();
    expect(sent).toEqual([{ url: '/api/newsletter-unsubscribe', body: { token: TOKEN } }]);
  });

  it('shows why a link is refused (expired, unknown)', async () => {
    renderLink('confirm', TOKEN, [410, { isSuccess: false, status: 410, message: 'This confirmation link has expired; subscribe again and we will send a new one' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Aboneliğiniz onaylanamadı. Bu onay bağlantısının süresi doldu; yeniden abone olursanız size yeni bir bağlantı göndereceğiz');
  });

  it('posts nothing for a page opened without a link\'s action and token', () => {
    expect(renderLink(null, undefined)).toEqual([]);
    expect(screen.getByTestId('newsletter-outcome')).toHaveTextContent(/bülten e-postalarındaki bağlantılarla açılır/);
    expect(renderLink('delete-everything', TOKEN)).toEqual([]);
  });
});
