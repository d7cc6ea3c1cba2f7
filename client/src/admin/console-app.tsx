import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import CategoryIcon from '@mui/icons-material/Category';
import HistoryIcon from '@mui/icons-material/History';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LabelIcon from '@mui/icons-material/Label';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptIcon from '@mui/icons-material/Receipt';
import StyleIcon from '@mui/icons-material/Style';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import CampaignIcon from '@mui/icons-material/Campaign';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
// Issue 30 items 3-4.
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import ContactsIcon from '@mui/icons-material/Contacts';
import ForumIcon from '@mui/icons-material/Forum';
import { staffAuthProvider } from './auth/auth-provider';
import { EnrolApp } from './auth/enrol-page';
import { LoginPage } from './auth/login-page';
import { consoleBaseOf, type ConsoleCulture } from './console-address';
import {
  AuditLogList, CatalogueImportPage, OrderList, OrderShow, PaymentsPage, ProductCreate, ProductEdit, ProductList, StaffCreate, StaffEdit, StaffList, brandPages, categoryPages, productTypePages, synonymPages,
} from './console-pages';
import { CampaignCreate, CampaignEdit, CampaignList, CouponBatchCreate, CouponBatchList, CouponCreate, CouponEdit, CouponList } from './console-pages';
import { CustomerList, CustomerMessageList, CustomerMessageShow, CustomerShow, ReturnList, ReturnShow } from './console-pages';
import { consoleDataProvider } from './data/data-provider';
import { consoleI18nProvider } from './i18n/i18n-provider';
import { ConsoleLayout } from './layout/console-layout';
import { ConsoleDashboard } from './resources/figures/dashboard-gate';
import { consoleTheme } from './layout/console-theme';

const authProvider = staffAuthProvider();
const dataProvider = consoleDataProvider();

/**
 * The operator console: react-admin over the staff routes, at /admin (Turkish) or /en/admin
 * (English). Which resources a member sees follows their role (access/role-access.ts, through
 * the auth provider's canAccess); the server checks each route again.
 */
export function ConsoleApp({ culture }: { culture: ConsoleCulture }) {
  const base = consoleBaseOf(culture);
  const i18nProvider = consoleI18nProvider(culture);
  return (
    <BrowserRouter>
      <Routes>
        <Route path={`${base}/enrol`} element={<EnrolApp i18nProvider={i18nProvider} consoleHome={base} />} />
        <Route
          path={`${base}/*`}
          element={(
            <Admin basename={base} title="console.title" authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider}
              loginPage={LoginPage} layout={ConsoleLayout} dashboard={ConsoleDashboard} theme={consoleTheme(i18nProvider.translate('ra.page.loading'))} disableTelemetry>
              <Resource name="products" list={ProductList} edit={ProductEdit} create={ProductCreate} icon={InventoryIcon} recordRepresentation="sku" />
              <Resource name="brands" {...brandPages} icon={LabelIcon} recordRepresentation="name" />
              <Resource name="categories" {...categoryPages} icon={CategoryIcon} recordRepresentation={culture === 'en' ? 'nameEn' : 'nameTr'} />
              <Resource name="product-types" {...productTypePages} icon={StyleIcon} recordRepresentation={culture === 'en' ? 'nameEn' : 'nameTr'} />
              <Resource name="search-synonyms" {...synonymPages} icon={SyncAltIcon} recordRepresentation="term" />
              {/* Issue 30 item 5: campaigns and coupons (owner, catalogue). */}
              <Resource name="campaigns" list={CampaignList} edit={CampaignEdit} create={CampaignCreate} icon={CampaignIcon} recordRepresentation={culture === 'en' ? 'name.en' : 'name.tr'} />
              <Resource name="coupons" list={CouponList} edit={CouponEdit} create={CouponCreate} icon={LocalOfferIcon} recordRepresentation="code" />
              <Resource name="coupon-batches" list={CouponBatchList} create={CouponBatchCreate} />
              <Resource name="coupon-uses" />
              <Resource name="orders" list={OrderList} show={OrderShow} icon={ReceiptIcon} recordRepresentation="number" />
              <Resource name="payments" list={PaymentsPage} icon={PaymentsIcon} />
              {/* Issue 30 items 3-4. */}
              <Resource name="returns" list={ReturnList} show={ReturnShow} icon={AssignmentReturnIcon} recordRepresentation="orderNumber" />
              <Resource name="customers" list={CustomerList} show={CustomerShow} icon={ContactsIcon} recordRepresentation="email" />
              <Resource name="customer-messages" list={CustomerMessageList} show={CustomerMessageShow} icon={ForumIcon} recordRepresentation="subject" />
              <Resource name="staff" list={StaffList} edit={StaffEdit} create={StaffCreate} icon={PeopleIcon} recordRepresentation="email" />
              <Resource name="audit-log" list={AuditLogList} icon={HistoryIcon} />
              {/* Looked up by the product form only: no page of their own in part 1. */}
              <Resource name="warehouses" recordRepresentation="name" />
              <Resource name="currencies" recordRepresentation="code" />
              <CustomRoutes>
                <Route path="/catalogue-import" element={<CatalogueImportPage />} />
              </CustomRoutes>
            </Admin>
          )}
        />
      </Routes>
    </BrowserRouter>
  );
}
