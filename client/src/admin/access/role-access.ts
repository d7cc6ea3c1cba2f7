import type { StaffRole } from '../../../../contracts/admin/staff';

/**
 * What each role may open in the console (docs/operator-console.md, "Roles"). The menu and the
 * pages follow it so a member sees only what they can use; the server checks every route again.
 */
export const CATALOGUE_RESOURCES = ['products', 'brands', 'categories', 'product-types', 'warehouses', 'currencies', 'catalogue-import', 'search-synonyms'] as const;
export const OWNER_ONLY_RESOURCES = ['staff', 'audit-log'] as const;
export const ORDER_RESOURCES = ['orders'] as const;

const MAY_USE: Record<StaffRole, ReadonlySet<string>> = {
  owner: new Set([...CATALOGUE_RESOURCES, ...OWNER_ONLY_RESOURCES, ...ORDER_RESOURCES]),
  catalogue: new Set(CATALOGUE_RESOURCES),
  orders: new Set(ORDER_RESOURCES),
  support: new Set(ORDER_RESOURCES),
};

/** Orders are read only in part 1 (issue 29): nobody may change one from the console yet. */
const READ_ONLY = new Set<string>(ORDER_RESOURCES);
const READS = new Set(['list', 'show']);

/** Whether `role` may do `action` ("list", "edit", "create" ...) on `resource`. */
export function mayUse(role: StaffRole | undefined, resource: string, action = 'list'): boolean {
  if (!role || !MAY_USE[role].has(resource)) return false;
  return !READ_ONLY.has(resource) || READS.has(action);
}
