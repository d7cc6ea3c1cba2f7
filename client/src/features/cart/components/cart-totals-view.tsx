import { observer } from 'mobx-react-lite';
import { MoneyRowsList } from '../../../components/money-rows-list';
import { useStores, useT } from '../../../stores/use-stores';
import { useCartMoney, useCartMoneyView } from './use-cart-money';

/** The cart's totals: subtotal, campaigns, coupon, shipping and the total (S3.10). */
export const CartTotalsView = observer(function CartTotalsView({ withSuggestions = true }: { withSuggestions?: boolean }) {
  const { cart } = useStores();
  const t = useT();
  const money = useCartMoney();
  const view = useCartMoneyView(cart.cart);
  if (!cart.cart || !view) return null;
  return (
    <div className="cart-totals">
      <MoneyRowsList view={view} netClassName="cart-totals__net" totalTestId="cart-net-total" />
      {withSuggestions ? cart.cart.suggestedCampaigns.map((suggestion) => (
        <p key={suggestion.campaignId} className="cart-totals__suggestion">{t('cart.suggested', { name: suggestion.name, amount: money(suggestion.missingAmount) })}</p>
      )) : null}
    </div>
  );
});
