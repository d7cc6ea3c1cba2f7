import { lazy, type ComponentType } from 'react';

/**
 * The console's pages, each loaded when first opened (react-admin's Layout shows its loading
 * indicator meanwhile): the sign-in page, the first a member sees, waits for none of them.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await load()) }));
}

const products = () => import('./resources/products/product-pages');
const simple = () => import('./resources/simple-resource');
const staff = () => import('./resources/staff-pages');

export const ProductList = page(() => import('./resources/products/product-list'), (m) => m.ProductList);
export const ProductEdit = page(products, (m) => m.ProductEdit);
export const ProductCreate = page(products, (m) => m.ProductCreate);
export const brandPages = { list: page(simple, (m) => m.brandPages.list), edit: page(simple, (m) => m.brandPages.edit), create: page(simple, (m) => m.brandPages.create) };
export const categoryPages = { list: page(simple, (m) => m.categoryPages.list), edit: page(simple, (m) => m.categoryPages.edit), create: page(simple, (m) => m.categoryPages.create) };
export const productTypePages = { list: page(simple, (m) => m.productTypePages.list), edit: page(simple, (m) => m.productTypePages.edit), create: page(simple, (m) => m.productTypePages.create) };
export const OrderList = page(() => import('./resources/order-list'), (m) => m.OrderList);
export const StaffList = page(staff, (m) => m.StaffList);
export const StaffEdit = page(staff, (m) => m.StaffEdit);
export const StaffCreate = page(staff, (m) => m.StaffCreate);
export const AuditLogList = page(() => import('./resources/audit-log-pages'), (m) => m.AuditLogList);
export const CatalogueImportPage = page(() => import('./catalogue-import/catalogue-import-page'), (m) => m.CatalogueImportPage);
