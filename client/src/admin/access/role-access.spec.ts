import { STAFF_ROLES } from '../../../../contracts/admin/staff';
import { mayUse } from './role-access';

describe('issue 29 item 5: the console shows a role only what it may use', () => {
  it('the owner sees everything, orders read only', () => {
    for (const resource of ['products', 'brands', 'categories', 'product-types', 'catalogue-import', 'staff', 'audit-log', 'orders']) expect(mayUse('owner', resource)).toBe(true);
    expect(mayUse('owner', 'orders', 'edit')).toBe(false);
    expect(mayUse('owner', 'products', 'edit')).toBe(true);
  });

  it('the catalogue role sees the catalogue and its import, not orders, staff or the audit log', () => {
    expect(mayUse('catalogue', 'products', 'create')).toBe(true);
    expect(mayUse('catalogue', 'catalogue-import')).toBe(true);
    for (const resource of ['orders', 'staff', 'audit-log']) expect(mayUse('catalogue', resource)).toBe(false);
  });

  it('the orders and support roles see orders only', () => {
    for (const role of ['orders', 'support'] as const) {
      expect(mayUse(role, 'orders')).toBe(true);
      for (const resource of ['products', 'staff', 'audit-log', 'catalogue-import']) expect(mayUse(role, resource)).toBe(false);
    }
  });

  it('nobody is let in without a role, and no role sees an unknown page', () => {
    expect(mayUse(undefined, 'products')).toBe(false);
    expect(STAFF_ROLES.filter((role) => mayUse(role, 'settings'))).toEqual([]);
  });
});
