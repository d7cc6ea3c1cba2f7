import { StockAlarmList } from '../../../features/member/components/alarm-lists';
import { AccountPage } from './account-page';

/** /u/stock-alarms: products the member waits to see back in stock. */
export default function StockAlarmsPage() {
  return <AccountPage title="route.stockAlarms"><StockAlarmList /></AccountPage>;
}
