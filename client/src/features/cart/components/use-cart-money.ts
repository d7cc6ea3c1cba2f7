import type { Cart, CartItem } from '../../../../../contracts/cart/entities';
import { cartMoneyRows, type CardChoiceMoney } from '../../../../../contracts/cart/money-rows';
import { currencyOfId, defaultCurrencyOf } from '../../../../../contracts/currency/money-format';
import { formatMoney } from '../../../lib/money';
import { moneyRowsView, type MoneyRowsView } from '../../../lib/money-rows-view';
import { useStores, useT } from '../../../stores/use-stores';

/** Formats an amount of the cart in the cart's currency (the selected one when the cart is not read yet). */
export function useCartMoney(): (amount: number) => string {
  const { cart, currency, ui } = useStores();
  // Before the currency table is read, the cart's currency id still writes money the one way (issue 32 item 4).
  const shown = (cart.cart && (currency.byId(cart.cart.currencyId) ?? currencyOfId(cart.cart.currencyId))) ?? currency.selectedCurrency ?? defaultCurrencyOf(ui.culture);
  return (amount) => formatMoney(amount, shown, ui.culture);
}

/**
 * The cart's lines and rows as every cart surface shows them (cart page, mini cart, checkout):
 * lines at list price × quantity, then subtotal, campaigns, coupon, shipping, the chosen payment
 * type's fee, a card's instalment interest and points spent, and the total they add up to
 * (issue 32 items 1 and 2, S3.10).
 */
export function useCartMoneyView(cart: Cart | null, paymentType?: number, card?: CardChoiceMoney): MoneyRowsView<CartItem> | null {
  const t = useT();
  const money = useCartMoney();
  if (!cart) return null;
  const campaignName = (id: number | undefined) => cart.campaigns.find((campaign) => campaign.campaignId === id)?.name;
  return moneyRowsView(cartMoneyRows(cart, paymentType, card), (minor) => money(minor / 100), t, campaignName);
}
