import { stockBack } from './order-return.service.js';

describe('stockBack: returned units go back where they came from (S7.33 refund)', () => {
  it('fills the warehouses in the order the units were taken, each at most what it gave', () => {
    expect(stockBack(3, [{ warehouseId: 2, quantity: 2 }, { warehouseId: 5, quantity: 4 }])).toEqual([{ warehouseId: 2, quantity: 2 }, { warehouseId: 5, quantity: 1 }]);
    expect(stockBack(1, [{ warehouseId: 2, quantity: 2 }])).toEqual([{ warehouseId: 2, quantity: 1 }]);
  });

  it('puts units with no record of where they came from into the first warehouse (or 1)', () => {
    expect(stockBack(2, [])).toEqual([{ warehouseId: 1, quantity: 2 }]);
    expect(stockBack(4, [{ warehouseId: 3, quantity: 1 }])).toEqual([{ warehouseId: 3, quantity: 1 }, { warehouseId: 3, quantity: 3 }]);
  });
});
