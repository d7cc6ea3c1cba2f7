import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Member } from '../../../../../contracts/member/entities';
import type { MessageThread } from '../../../../../contracts/member/member-messages';
import { fakeAccountServer, Refusal, type FakeRoutes } from '../../../features/member/account-test-server';
import { memberStore } from '../../../features/member/member-store';
import { testStores } from '../../../test-stores';
import MessageDetailPage from './message-detail-page';

const MEMBER: Member = { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', isSmsPermitted: false, isEmailPermitted: true, defaultLanguage: 'tr', isGuest: false };
const THREAD: MessageThread = {
  id: 7, subjectId: 2, subject: 'Ürün', preview: 'Kayış kaç mm?', createdAt: '2026-03-04T09:00:00Z', lastMessageAt: '2026-03-05T10:00:00Z', answered: true, messageCount: 2,
  messages: [
    { id: 1, author: 'member', text: 'Kayış kaç mm?', createdAt: '2026-03-04T09:00:00Z' },
    { id: 2, author: 'shop', text: 'Merhaba,\nkayış 20 mm.', createdAt: '2026-03-05T10:00:00Z' },
  ],
};

/** /u/message-detail/:id (or its English path) as the router serves it, for a signed-in member. */
function renderDetail(path: string, routes: FakeRoutes = {}, culture: 'tr' | 'en' = 'tr') {
  const server = fakeAccountServer(routes);
  const { stores, wrapper } = testStores(server.fetcher);
  stores.ui.setCulture(culture);
  stores.lazyStore(memberStore).accept({ isSuccess: true, member: MEMBER });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/u/message-detail/:id" element={<MessageDetailPage />} />
        <Route path="/en/u/message-detail/:id" element={<MessageDetailPage />} />
      </Routes>
    </MemoryRouter>,
    { wrapper },
  );
  return server;
}

const reply = () => within(screen.getByTestId('reply-form'));

describe('S2.02 /u/message-detail/{id}: one thread, the shop\'s answers and a follow-up', () => {
  it('reads the thread of the address\'s id and shows the member\'s message and the shop\'s answer, oldest first', async () => {
    const server = renderDetail('/u/message-detail/7', { 'GET /api/message-detail': () => ({ isSuccess: true, thread: THREAD }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ürün' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mesaj Detayı' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/message-detail')[0].url).toBe('/api/message-detail?id=7');
    const [mine, answer] = screen.getAllByTestId('message-entry');
    expect(mine).toHaveTextContent('Siz');
    expect(mine).toHaveTextContent('Kayış kaç mm?');
    expect(answer).toHaveTextContent('Vitrin');
    expect(answer).toHaveTextContent('5 Mart 2026');
    expect(within(answer).getByText(/kayış 20 mm\./)).toHaveTextContent('Merhaba, kayış 20 mm.');
    expect(screen.getByText('Yanıtlandı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mesajlarıma dön' })).toHaveAttribute('href', '/u/messages');
  });

  it('sends a follow-up with the thread\'s id and shows the server\'s thread after it', async () => {
    const server = renderDetail('/u/message-detail/7', {
      'GET /api/message-detail': () => ({ isSuccess: true, thread: THREAD }),
      'POST /api/reply-message': (call) => {
        const { text } = call.body as { text: string };
        return { isSuccess: true, thread: { ...THREAD, answered: false, messageCount: 3, messages: [...THREAD.messages, { id: 3, author: 'member', text, createdAt: '2026-03-06T08:00:00Z' }] } };
      },
    });
    await screen.findAllByTestId('message-entry');
    fireEvent.click(reply().getByRole('button', { name: 'Gönder' }));
    expect(await reply().findByText('Mesajınız zorunludur')).toHaveAttribute('role', 'alert');
    expect(server.callsTo('POST', '/api/reply-message')).toHaveLength(0);

    fireEvent.change(reply().getByLabelText(/^Mesajınız/), { target: { value: ' 22 mm olan var mı? ' } });
    fireEvent.click(reply().getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(screen.getAllByTestId('message-entry')).toHaveLength(3));
    expect(server.callsTo('POST', '/api/reply-message')[0].body).toEqual({ id: 7, text: '22 mm olan var mı?' });
    expect(screen.getByText('Yanıt bekliyor')).toBeInTheDocument();
    await waitFor(() => expect(reply().getByLabelText(/^Mesajınız/)).toHaveValue(''));
  });

  it('another member\'s thread (404) and an address without an id read as not found', async () => {
    renderDetail('/u/message-detail/8', { 'GET /api/message-detail': () => new Refusal(404, 'Message not found') });
    expect(await screen.findByText('Bu mesaj bulunamadı.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByTestId('reply-form')).toBeNull();
  });

  it('asks nothing for an id that is not a number', async () => {
    const server = renderDetail('/u/message-detail/abc');
    expect(await screen.findByText('Bu mesaj bulunamadı.')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/message-detail')).toHaveLength(0);
  });

  it('speaks English on the English path', async () => {
    renderDetail('/en/u/message-detail/7', { 'GET /api/message-detail': () => ({ isSuccess: true, thread: { ...THREAD, subject: 'Product' } }) }, 'en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Product' })).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my messages' })).toHaveAttribute('href', '/en/u/messages');
  });
});
