import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { MemberReferences } from '../../../../../contracts/member/member-details';
import { testStores } from '../../../test-stores';
import { fakeAccountServer, Refusal, type FakeRoutes } from '../account-test-server';
import { MemberRecords } from './member-records';

const REFERENCES: MemberReferences = { referenceCode: 'K7Q2MZ4P', references: [{ name: 'Ali V.', joinedAt: '2026-03-05T10:00:00Z' }] };

function renderRecords(routes: FakeRoutes = {}) {
  const server = fakeAccountServer({
    'GET /api/member-segments': () => ({ isSuccess: true, segments: [{ code: 'buyer', name: 'Alışveriş yapan üye', source: 'derived' }, { code: 'vip', name: 'VIP üye', source: 'assigned', since: '2026-01-01T00:00:00Z' }] }),
    'GET /api/member-documents': () => ({
      isSuccess: true,
      documents: [
        { type: 'sales-agreement', acceptedAt: '2026-03-01T10:00:00Z', docNo: 'VTR-2026-000001' },
        { type: 'membership-agreement', acceptedAt: '2026-01-01T10:00:00Z' },
      ],
    }),
    'GET /api/member-references': () => ({ isSuccess: true, references: REFERENCES }),
    ...routes,
  });
  const { wrapper } = testStores(server.fetcher);
  render(<MemoryRouter><MemberRecords /></MemoryRouter>, { wrapper });
  return server;
}

describe('member records on /u/info (S7.30 segments, documents, references)', () => {
  it('lists the member\'s groups, the documents they accepted (an order\'s link to the order) and their reference code with who joined', async () => {
    renderRecords();
    expect(await screen.findByTestId('member-segments')).toHaveTextContent('Alışveriş yapan üyeVIP üye');
    const documents = await screen.findByTestId('member-documents');
    expect(within(documents).getByRole('link', { name: 'Mesafeli satış sözleşmesi, VTR-2026-000001' })).toHaveAttribute('href', expect.stringContaining('VTR-2026-000001'));
    expect(documents).toHaveTextContent('Üyelik sözleşmesi ve KVKK aydınlatma metni · 1 Ocak 2026');
    expect(await screen.findByTestId('reference-code')).toHaveTextContent('K7Q2MZ4P');
    expect(screen.getByTestId('member-references')).toHaveTextContent('Ali V.');
  });

  it('checks a friend\'s code before sending it, sends it in capitals, and then shows whose code it was instead of the form', async () => {
    const server = renderRecords({ 'POST /api/add-reference': (call) => ({ isSuccess: true, references: { ...REFERENCES, referredBy: (call.body as { referenceCode: string }).referenceCode } }) });
    const input = await screen.findByLabelText(/Sizi davet edenin referans kodu/);
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kodu kaydet' }));
    expect(await screen.findByText('Referans kodu 8 harf veya rakamdan oluşmalıdır')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/add-reference')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'ab12 cd34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kodu kaydet' }));
    expect(await screen.findByTestId('referred-by')).toHaveTextContent('AB12CD34');
    expect(server.callsTo('POST', '/api/add-reference')[0].body).toEqual({ referenceCode: 'AB12CD34' });
    expect(screen.queryByLabelText(/Sizi davet edenin referans kodu/)).toBeNull();
  });

  it('shows the server\'s refusal of a code, and a list that failed to load says so', async () => {
    renderRecords({
      'POST /api/add-reference': () => new Refusal(404, 'No member has this reference code'),
      'GET /api/member-segments': () => new Refusal(500, 'Failed to get member segments'),
    });
    expect(await screen.findByText('Failed to get member segments')).toHaveAttribute('role', 'alert');
    fireEvent.change(await screen.findByLabelText(/Sizi davet edenin referans kodu/), { target: { value: 'ZZZZZZZZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kodu kaydet' }));
    await waitFor(() => expect(screen.getByText('No member has this reference code')).toBeInTheDocument());
  });
});
