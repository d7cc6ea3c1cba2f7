import { bulkShipNotice } from './bulk-ship-notice';

describe('issue 30 item 1: what "mark shipped" reports', () => {
  it('all moved: a success with the count', () => {
    expect(bulkShipNotice({ moved: [1, 2, 3], failed: [] })).toEqual({ key: 'console.orders.bulkDone', type: 'success', args: { smart_count: 3 } });
  });

  it('some refused: a warning naming each refused order by number (or id when there is none) with the server\'s reason', () => {
    const notice = bulkShipNotice({
      moved: [4],
      failed: [{ id: 5, number: 'VTR-2026-5', message: 'An order can not move from New to OnTheWay' }, { id: 99, message: 'No such order' }],
    });
    expect(notice).toEqual({
      key: 'console.orders.bulkPartly', type: 'warning',
      args: { moved: 1, failed: 'VTR-2026-5: An order can not move from New to OnTheWay; #99: No such order' },
    });
  });
});
