import { observer } from 'mobx-react-lite';
import { useAccountStore } from '../use-account-store';
import { useAccountMoney } from '../use-account-money';
import { useAccountT } from '../account-texts';
import { EntryListView } from './entry-list-view';

/** Price alarms (/u/price-alarms): the price now beside the price when the alarm was set. */
export const PriceAlarmList = observer(function PriceAlarmList() {
  const { priceAlarms } = useAccountStore();
  const t = useAccountT();
  const money = useAccountMoney();
  return (
    <EntryListView
      list={priceAlarms} layout="rows" emptyText={t('priceAlarmsEmpty')}
      details={(alarm) => (
        <dl className="entry__facts">
          <div><dt>{t('currentPrice')}</dt><dd>{money(alarm.salesPrice)}</dd></div>
          <div><dt>{t('alarmPrice')}</dt><dd>{money(alarm.alarmPrice)}</dd></div>
        </dl>
      )}
      removal={{ text: t('removeAlarm'), label: (alarm) => t('removeAlarmLabel', { name: alarm.name }),
        removed: t('alarmRemoved'), failed: t('alarmRemoveFailed') }}
    />
  );
});

/** Stock alarms (/u/stock-alarms): the price, the size the alarm is for, and whether it is back in stock. */
export const StockAlarmList = observer(function StockAlarmList() {
  const { stockAlarms } = useAccountStore();
  const t = useAccountT();
  const money = useAccountMoney();
  return (
    <EntryListView
      list={stockAlarms} layout="rows" emptyText={t('stockAlarmsEmpty')}
      details={(alarm) => (
        <>
          <span className="entry__price">{money(alarm.salesPrice)}</span>
          {alarm.stockTypeName ? <span>{t('size', { size: alarm.stockTypeName })}</span> : null}
          <span className={alarm.inStock ? 'entry__stock entry__stock--in' : 'entry__stock'}>{alarm.inStock ? t('inStock') : t('outOfStock')}</span>
        </>
      )}
      removal={{ text: t('removeAlarm'), label: (alarm) => t('removeAlarmLabel', { name: alarm.stockTypeName ? `${alarm.name} (${alarm.stockTypeName})` : alarm.name }),
        removed: t('alarmRemoved'), failed: t('alarmRemoveFailed') }}
    />
  );
});
