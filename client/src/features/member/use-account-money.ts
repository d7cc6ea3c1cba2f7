import { defaultCurrencyOf } from '../../../../contracts/currency/money-format';
import { formatMoney } from '../../lib/money';
import { useStores } from '../../stores/use-stores';

/** Formats a price of the member's lists: the server gives them in the shopper's selected currency. */
export function useAccountMoney(): (amount: number) => string {
  const { currency, ui } = useStores();
  // Before the currency table is read, money is still written the one way (issue 32 item 4).
  const shown = currency.selectedCurrency ?? defaultCurrencyOf(ui.culture);
  return (amount) => formatMoney(amount, shown, ui.culture);
}
