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
type SimpleModule = typeof import('./resources/simple-resource');
type SimplePages = ReturnType<SimpleModule['simpleResource']>;
const simplePages = (pick: (module: SimpleModule) => SimplePages) =>
  ({ list: page(simple, (m) => pick(m).list), edit: page(simple, (m) => pick(m).edit), create: page(simple, (m) => pick(m).create) });
export const brandPages = simplePages((m) => m.brandPages);
export const categoryPages = simplePages((m) => m.categoryPages);
export const productTypePages = simplePages((m) => m.productTypePages);
export const synonymPages = simplePages((m) => m.synonymPages);
export const StaffList = page(staff, (m) => m.StaffList);
export const StaffEdit = page(staff, (m) => m.StaffEdit);
export const StaffCreate = page(staff, (m) => m.StaffCreate);
export const AuditLogList = page(() => import('./resources/audit-log-pages'), (m) => m.AuditLogList);
// Issue 30 item 5: campaigns and coupons.
const campaigns = () => import('./resources/campaigns/campaign-pages');
const coupons = () => import('./resources/coupons/coupon-pages');
export const CampaignList = page(campaigns, (m) => m.CampaignList);
export const CampaignEdit = page(campaigns, (m) => m.CampaignEdit);
export const CampaignCreate = page(campaigns, (m) => m.CampaignCreate);
export const CouponList = page(coupons, (m) => m.CouponList);
export const CouponEdit = page(coupons, (m) => m.CouponEdit);
export const CouponCreate = page(coupons, (m) => m.CouponCreate);
export const CouponBatchList = page(coupons, (m) => m.CouponBatchList);
export const CouponBatchCreate = page(coupons, (m) => m.CouponBatchCreate);
export const CatalogueImportPage = page(() => import('./catalogue-import/catalogue-import-page'), (m) => m.CatalogueImportPage);
export const FiguresDashboard = page(() => import('./resources/figures/figures-dashboard'), (m) => m.FiguresDashboard);

// Orders and payments (issue 30 items 1, 2 and 7).
export const OrderList = page(() => import('./resources/orders/order-list'), (m) => m.OrderList);
export const OrderShow = page(() => import('./resources/orders/order-show'), (m) => m.OrderShow);
export const PaymentsPage = page(() => import('./resources/orders/payments-page'), (m) => m.PaymentsPage);

// Issue 30 items 3-4: returns, customers and their messages.
const returns = () => import('./resources/returns/return-pages');
const customers = () => import('./resources/customers/customer-pages');
const messages = () => import('./resources/customers/message-pages');
export const ReturnList = page(returns, (m) => m.ReturnList);
export const ReturnShow = page(returns, (m) => m.ReturnShow);
export const CustomerList = page(customers, (m) => m.CustomerList);
export const CustomerShow = page(customers, (m) => m.CustomerShow);
export const CustomerMessageList = page(messages, (m) => m.CustomerMessageList);
export const CustomerMessageShow = page(messages, (m) => m.CustomerMessageShow);
