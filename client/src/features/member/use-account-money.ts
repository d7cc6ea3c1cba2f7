import { formatMoney } from '../../lib/money';
import { useStores } from '../../stores/use-stores';

/** Formats a price of the member's lists: the server gives them in the shopper's selected currency. */
export function useAccountMoney(): (amount: number) => string {
  const { currency, ui } = useStores();
  const shown = currency.selectedCurrency;
  return (amount) => (shown ? formatMoney(amount, shown, ui.culture) : String(amount));
}
