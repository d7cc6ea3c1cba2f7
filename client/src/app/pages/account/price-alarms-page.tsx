import { PriceAlarmList } from '../../../features/member/components/alarm-lists';
import { AccountPage } from './account-page';

/** /u/price-alarms: products the member waits to see cheaper. */
export default function PriceAlarmsPage() {
  return <AccountPage title="route.priceAlarms"><PriceAlarmList /></AccountPage>;
}
