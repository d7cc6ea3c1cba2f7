import type { StaffRole } from '../../../../contracts/admin/staff';

/**
 * What each role may open and change in the console (docs/operator-console.md, "Roles"). The menu
 * and the pages follow it so a member sees only what they can use; the server checks every route
 * again with @StaffRoles, which is the rule: this table only keeps the console from offering what
 * the server would refuse. The owner may do everything.
 */
interface ResourceAccess {
  /** Roles besides the owner that may list and show the resource. */
  read: readonly StaffRole[];
  /** Roles besides the owner that may create, edit or delete (empty: read only, [] for all but the owner). */
  write: readonly StaffRole[];
}

const CATALOGUE: ResourceAccess = { read: ['catalogue'], write: ['catalogue'] };
const OWNER_ONLY: ResourceAccess = { read: [], write: [] };

/** One row per console resource (or custom page). A resource not listed is nobody's. */
export const RESOURCE_ACCESS: Readonly<Record<string, ResourceAccess>> = {
  products: CATALOGUE,
  brands: CATALOGUE,
  categories: CATALOGUE,
  'product-types': CATALOGUE,
  warehouses: CATALOGUE,
  currencies: CATALOGUE,
  'catalogue-import': CATALOGUE,
  'search-synonyms': CATALOGUE,
  staff: OWNER_ONLY,
  'audit-log': OWNER_ONLY,
  // The day's figures (issue 30 item 6): the dashboard, read only.
  figures: { read: ['orders'], write: [] },
  orders: { read: ['orders', 'support'], write: ['orders'] },
  // Issue 30 item 5: prices are the catalogue's; the orders role cannot change them.
  campaigns: CATALOGUE,
  coupons: CATALOGUE,
  'coupon-batches': CATALOGUE,
  'coupon-uses': CATALOGUE,
  // Issue 30 item 2: payments (owed refunds, pay-later, bank transfers) are the orders role's.
  payments: { read: ['orders'], write: ['orders'] },
  'owed-refunds': { read: ['orders'], write: ['orders'] },
  // Issue 30 items 3-4: support reads returns but may not move or refund them; segments are the
  // customers' change (owner, support); a wallet credit is the owner's alone.
  returns: { read: ['orders', 'support'], write: ['orders'] },
  customers: { read: ['orders', 'support'], write: ['support'] },
  'customer-wallet': OWNER_ONLY,
  'customer-messages': { read: ['orders', 'support'], write: ['orders', 'support'] },
};

const READS = new Set(['list', 'show']);

/** Whether `role` may do `action` ("list", "show", "edit", "create", "delete" ...) on `resource`. */
export function mayUse(role: StaffRole | undefined, resource: string, action = 'list'): boolean {
  const access = RESOURCE_ACCESS[resource];
  if (!role || !access) return false;
  if (role === 'owner') return true;
  return (READS.has(action) ? access.read : access.write).includes(role);
}
