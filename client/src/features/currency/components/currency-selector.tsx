import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { notify } from '../../../components/notify';
import { useStores, useT } from '../../../stores/use-stores';

/** Header currency picker (feature flag currencySelector). */
export const CurrencySelector = observer(function CurrencySelector() {
  const { currency } = useStores();
  const t = useT();
  const id = useId();
  // Its box is kept while the list loads, so the header's links do not move when it arrives.
  if (!currency.currencies.length && !currency.error) return <span className="currency-selector" aria-hidden="true" />;
  if (currency.currencies.length < 2) return null;
  return (
    <span className="currency-selector">
      <label htmlFor={id} className="visually-hidden">{t('header.currency')}</label>
      <select id={id} value={currency.activeCurrencyId} onChange={async (event) => {
        if (!(await currency.select(Number(event.target.value))) && currency.error) void notify('error', currency.error);
      }}>
        {currency.currencies.map((item) => <option key={item.id} value={item.id}>{item.code} {item.symbol}</option>)}
      </select>
    </span>
  );
});
