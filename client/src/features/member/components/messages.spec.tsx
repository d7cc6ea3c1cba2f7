import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MEMBER_MESSAGE_LIMITS, type MessageThread, type MessageThreadSummary } from '../../../../../contracts/member/member-messages';
import { testStores } from '../../../test-stores';
import { fakeAccountServer, Refusal, type FakeRoutes, type SentCall } from '../account-test-server';
import { NewMessageForm } from './message-form';
import { MessageList } from './message-list';

const SUBJECTS = [{ id: 1, name: 'Sipariş' }, { id: 2, name: 'Ürün' }, { id: 3, name: 'İade' }, { id: 4, name: 'Öneri' }, { id: 5, name: 'Diğer' }];
const ANSWERED: MessageThreadSummary = {
  id: 7, subjectId: 1, subject: 'Sipariş', preview: 'Siparişim ne zaman kargoya verilecek?', createdAt: '2026-03-04T09:00:00Z',
  lastMessageAt: '2026-03-05T10:00:00Z', answered: true, messageCount: 2,
};
const WAITING: MessageThreadSummary = {
  id: 3, subjectId: 4, subject: 'Öneri', preview: 'Kayış seçenekleri artsa çok iyi olur', createdAt: '2026-02-01T09:00:00Z',
  lastMessageAt: '2026-02-01T09:00:00Z', answered: false, messageCount: 1,
};

/** The list and the form as /u/messages shows them, over a fake server holding `threads`. */
function renderMessages(threads: MessageThreadSummary[], extra: FakeRoutes = {}) {
  const server = fakeAccountServer({
    'GET /api/messages': () => ({ isSuccess: true, threads }),
    'GET /api/message-subjects': () => ({ isSuccess: true, subjects: SUBJECTS }),
    ...extra,
  });
  const { wrapper } = testStores(server.fetcher);
  render(<MemoryRouter><MessageList /><NewMessageForm /></MemoryRouter>, { wrapper });
  return server;
}

const form = () => within(screen.getByTestId('message-form'));
const send = () => fireEvent.click(form().getByRole('button', { name: 'Mesajı gönder' }));
const threadOf = (call: SentCall): MessageThread => {
  const { subjectId, text } = call.body as { subjectId: number; text: string };
  return {
    id: 12, subjectId, subject: SUBJECTS.find((subject) => subject.id === subjectId)!.name, preview: text, createdAt: '2026-03-06T08:00:00Z',
    lastMessageAt: '2026-03-06T08:00:00Z', answered: false, messageCount: 1, messages: [{ id: 40, author: 'member', text, createdAt: '2026-03-06T08:00:00Z' }],
  };
};

describe('S2.02 /u/messages: the member\'s threads and a new message', () => {
  it('lists the threads newest first with subject, first lines, date and whether answered, each opening its detail page', async () => {
    renderMessages([ANSWERED, WAITING]);
    const rows = await screen.findAllByTestId('message-thread');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]);
    expect(first.getByRole('link', { name: 'Sipariş konulu mesajı aç' })).toHaveAttribute('href', '/u/message-detail/7');
    expect(rows[0]).toHaveTextContent('Siparişim ne zaman kargoya verilecek?');
    expect(rows[0]).toHaveTextContent('5 Mart 2026');
    expect(rows[0]).toHaveTextContent('2 mesaj');
    expect(first.getByText('Yanıtlandı')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Yanıt bekliyor')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'Öneri konulu mesajı aç' })).toHaveAttribute('href', '/u/message-detail/3');
  });

  it('shows the start of the shop\'s answer under an answered thread, and none under a waiting one (issue 30 item 4)', async () => {
    renderMessages([{ ...ANSWERED, answer: 'Siparişiniz yarın kargoda.' }, WAITING]);
    const rows = await screen.findAllByTestId('message-thread');
    expect(within(rows[0]).getByTestId('message-thread-answer')).toHaveTextContent('Mağazanın yanıtı: Siparişiniz yarın kargoda.');
    expect(within(rows[1]).queryByTestId('message-thread-answer')).toBeNull();
  });

  it('says so when there are no messages, and still offers the form', async () => {
    renderMessages([]);
    expect(await screen.findByText('Henüz mesajınız yok.')).toBeInTheDocument();
    expect(await form().findByRole('option', { name: 'İade' })).toBeInTheDocument();
  });

  it('shows the server\'s message when the list cannot be read', async () => {
    renderMessages([], { 'GET /api/messages': () => new Refusal(502, 'Gateway is down') });
    expect(await screen.findByText(/Mesajlarınız yüklenemedi\. Gateway is down/)).toHaveAttribute('role', 'alert');
  });

  it('refuses a message without a subject or text, and one over the limit, and sends nothing', async () => {
    const server = renderMessages([]);
    await form().findByRole('option', { name: 'Sipariş' });
    fireEvent.change(form().getByLabelText(/^Mesajınız/), { target: { value: '   ' } });
    send();
    expect(await form().findByText('Konu zorunludur')).toHaveAttribute('role', 'alert');
    expect(form().getByText('Mesajınız zorunludur')).toBeInTheDocument();
    expect(form().getByLabelText('Konu')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(form().getByLabelText('Konu'), { target: { value: '2' } });
    fireEvent.change(form().getByLabelText(/^Mesajınız/), { target: { value: 'x'.repeat(MEMBER_MESSAGE_LIMITS.textMax + 1) } });
    send();
    expect(await form().findByText(`Mesajınız en fazla ${MEMBER_MESSAGE_LIMITS.textMax} karakter olabilir`)).toBeInTheDocument();
    expect(form().queryByText('Konu zorunludur')).toBeNull();
    expect(form().getByLabelText(/^Mesajınız/)).toHaveAttribute('maxLength', String(MEMBER_MESSAGE_LIMITS.textMax));
    expect(server.callsTo('POST', '/api/send-message')).toHaveLength(0);
  });

  it('sends the subject id and the trimmed text, puts the new thread first and empties the form', async () => {
    const server = renderMessages([ANSWERED], { 'POST /api/send-message': (call) => ({ isSuccess: true, thread: threadOf(call) }) });
    await screen.findAllByTestId('message-thread');
    await form().findByRole('option', { name: 'İade' });
    fireEvent.change(form().getByLabelText('Konu'), { target: { value: '3' } });
    fireEvent.change(form().getByLabelText(/^Mesajınız/), { target: { value: '  Kutusu açılmamış saati iade etmek istiyorum.  ' } });
    send();

    await waitFor(() => expect(screen.getAllByTestId('message-thread')).toHaveLength(2));
    expect(server.callsTo('POST', '/api/send-message')[0].body).toEqual({ subjectId: 3, text: 'Kutusu açılmamış saati iade etmek istiyorum.' });
    const [newest] = screen.getAllByTestId('message-thread');
    expect(within(newest).getByRole('link', { name: 'İade konulu mesajı aç' })).toHaveAttribute('href', '/u/message-detail/12');
    expect(within(newest).getByText('Yanıt bekliyor')).toBeInTheDocument();
    await waitFor(() => expect(form().getByLabelText(/^Mesajınız/)).toHaveValue(''));
    expect(form().getByLabelText('Konu')).toHaveValue('');
    expect(form().queryByRole('alert')).toBeNull();
  });

  it('shows the server\'s refusal and keeps what was typed', async () => {
    renderMessages([], { 'POST /api/send-message': () => new Refusal(400, 'Please choose one of the subjects in the list') });
    await form().findByRole('option', { name: 'Sipariş' });
    fireEvent.change(form().getByLabelText('Konu'), { target: { value: '1' } });
    fireEvent.change(form().getByLabelText(/^Mesajınız/), { target: { value: 'Merhaba' } });
    send();
    expect(await form().findByRole('alert')).toHaveTextContent('Please choose one of the subjects in the list');
    expect(form().getByLabelText(/^Mesajınız/)).toHaveValue('Merhaba');
  });
});
