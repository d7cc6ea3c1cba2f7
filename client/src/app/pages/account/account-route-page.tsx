import type { ComponentType } from 'react';
import AccountInfoPage from './account-info-page';
import AddressesPage from './addresses-page';
import ChangePasswordPage from './change-password-page';
import ClubPage from './club-page';
import CollectionPage from './collection-page';
import CommunicationPreferencesPage from './communication-preferences-page';
import CouponsPage from './coupons-page';
import FavoritesPage from './favorites-page';
import MessageDetailPage from './message-detail-page';
import MessagesPage from './messages-page';
import OrderCancelPage from './order-cancel-page';
import OrderDetailPage from './order-detail-page';
import OrderReturnPage from './order-return-page';
import OrdersPage from './orders-page';
import PriceAlarmsPage from './price-alarms-page';
import ReturnDetailPage from './return-detail-page';
import ReturnsPage from './returns-page';
import StockAlarmsPage from './stock-alarms-page';

/** The account pages by route key: one chunk for the whole area, which a member moves around in. */
const ACCOUNT_PAGES = {
  accountInfo: AccountInfoPage,
  orders: OrdersPage,
  orderDetail: OrderDetailPage,
  orderCancel: OrderCancelPage,
  orderReturn: OrderReturnPage,
  returns: ReturnsPage,
  returnDetail: ReturnDetailPage,
  addresses: AddressesPage,
  favorites: FavoritesPage,
  communicationPreferences: CommunicationPreferencesPage,
  stockAlarms: StockAlarmsPage,
  priceAlarms: PriceAlarmsPage,
  messages: MessagesPage,
  messageDetail: MessageDetailPage,
  changePassword: ChangePasswordPage,
  club: ClubPage,
  coupons: CouponsPage,
  collection: CollectionPage,
} satisfies Record<string, ComponentType>;

export type AccountPageKey = keyof typeof ACCOUNT_PAGES;

export default function AccountRoutePage({ page }: { page: AccountPageKey }) {
  const Page = ACCOUNT_PAGES[page];
  return <Page />;
}
