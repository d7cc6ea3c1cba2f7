import { STAFF_ROLES } from '../../../../contracts/admin/staff';
import { mayUse } from './role-access';

describe('issue 29 item 5: the console shows a role only what it may use', () => {
  it('the owner sees and changes everything', () => {
    for (const resource of ['products', 'brands', 'categories', 'product-types', 'catalogue-import', 'staff', 'audit-log', 'orders']) {
      expect(mayUse('owner', resource)).toBe(true);
      expect(mayUse('owner', resource, 'edit')).toBe(true);
    }
  });

  it('issue 30 item 6: the owner and the orders role read the day\'s figures; support and catalogue do not; nobody changes them', () => {
    expect(['owner', 'orders', 'support', 'catalogue'].map((role) => mayUse(role as 'owner', 'figures'))).toEqual([true, true, false, false]);
    expect(mayUse('orders', 'figures', 'edit')).toBe(false);
  });

  it('the catalogue role sees the catalogue and its import, not orders, staff or the audit log', () => {
    expect(mayUse('catalogue', 'products', 'create')).toBe(true);
    expect(mayUse('catalogue', 'catalogue-import')).toBe(true);
    for (const resource of ['orders', 'staff', 'audit-log']) expect(mayUse('catalogue', resource)).toBe(false);
  });

  it('support reads orders but cannot change one; the orders role can (issue 30)', () => {
    expect(mayUse('support', 'orders', 'show')).toBe(true);
    expect(mayUse('support', 'orders', 'edit')).toBe(false);
    expect(mayUse('orders', 'orders', 'edit')).toBe(true);
  });

  it('the orders and support roles see no catalogue, staff or audit page', () => {
    for (const role of ['orders', 'support'] as const) {
      expect(mayUse(role, 'orders')).toBe(true);
      for (const resource of ['products', 'staff', 'audit-log', 'catalogue-import']) expect(mayUse(role, resource)).toBe(false);
    }
  });

  it('issue 30 item 5: campaigns and coupons are the owner\'s and the catalogue\'s; the orders role cannot change prices, support cannot either', () => {
    for (const resource of ['campaigns', 'coupons', 'coupon-batches', 'coupon-uses']) {
      expect(STAFF_ROLES.filter((role) => mayUse(role, resource, 'create'))).toEqual(['owner', 'catalogue']);
      expect(STAFF_ROLES.filter((role) => mayUse(role, resource, 'list'))).toEqual(['owner', 'catalogue']);
    }
  });

  it('nobody is let in without a role, and no role sees an unknown page', () => {
    expect(mayUse(undefined, 'products')).toBe(false);
    expect(STAFF_ROLES.filter((role) => mayUse(role, 'settings'))).toEqual([]);
  });

  it('issue 30 item 2: payments and owed refunds are the orders role\'s; support and catalogue see neither', () => {
    for (const resource of ['payments', 'owed-refunds']) {
      expect(mayUse('orders', resource)).toBe(true);
      expect(mayUse('orders', resource, 'edit')).toBe(true);
      expect(mayUse('support', resource)).toBe(false);
      expect(mayUse('catalogue', resource)).toBe(false);
    }
    expect(mayUse('catalogue', 'orders', 'show')).toBe(false);
  });
  // Issue 30 items 3-4 (roles30): returns, customers, their messages.
  it('issue 30 item 3: support reads returns but cannot approve or refund; the orders role can; catalogue sees none', () => {
    expect(mayUse('support', 'returns', 'show')).toBe(true);
    expect(mayUse('support', 'returns', 'edit')).toBe(false);
    expect(mayUse('orders', 'returns', 'edit')).toBe(true);
    expect(mayUse('catalogue', 'returns')).toBe(false);
  });

  it('issue 30 item 4: customers read by orders and support; segments changed by support, not orders; a wallet credit by the owner alone; messages answered by orders and support', () => {
    for (const role of ['orders', 'support'] as const) expect(mayUse(role, 'customers', 'show')).toBe(true);
    expect(mayUse('catalogue', 'customers')).toBe(false);
    expect(mayUse('support', 'customers', 'edit')).toBe(true);
    expect(mayUse('orders', 'customers', 'edit')).toBe(false);
    expect(STAFF_ROLES.filter((role) => mayUse(role, 'customer-wallet', 'edit'))).toEqual(['owner']);
    expect(STAFF_ROLES.filter((role) => mayUse(role, 'customer-messages', 'edit')).sort()).toEqual(['orders', 'owner', 'support']);
  });
});
