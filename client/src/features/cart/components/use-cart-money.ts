import { formatMoney } from '../../../lib/money';
import { useStores } from '../../../stores/use-stores';

/** Formats an amount of the cart in the cart's currency (the selected one when the cart is not read yet). */
export function useCartMoney(): (amount: number) => string {
  const { cart, currency, ui } = useStores();
  const shown = (cart.cart && currency.byId(cart.cart.currencyId)) ?? currency.selectedCurrency;
  return (amount) => (shown ? formatMoney(amount, shown, ui.culture) : String(amount));
}
