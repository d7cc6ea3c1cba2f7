import { observer } from 'mobx-react-lite';
import { CartTotalType } from '../../../../../contracts/enums';
import { useStores, useT } from '../../../stores/use-stores';
import { useCartMoney } from './use-cart-money';

/** The cart's totals: subtotal, campaigns, coupon, shipping and NetTotal as the basket total (S3.10). */
export const CartTotalsView = observer(function CartTotalsView({ withSuggestions = true }: { withSuggestions?: boolean }) {
  const { cart } = useStores();
  const t = useT();
  const money = useCartMoney();
  const value = cart.cart;
  if (!value) return null;
  const of = (typeId: CartTotalType) => value.totals.filter((total) => total.typeId === typeId);
  const shipping = cart.shippingLine;
  const campaignName = (id?: number) => value.campaigns.find((campaign) => campaign.campaignId === id)?.name ?? '';
  return (
    <div className="cart-totals">
      <dl>
        {of(CartTotalType.Brut).map((total) => <div key="brut"><dt>{t('cart.subtotal')}</dt><dd>{money(total.value)}</dd></div>)}
        {of(CartTotalType.Campaign).map((total) => <div key={`c${total.campaignId}`}><dt>{t('cart.campaign', { name: campaignName(total.campaignId) })}</dt><dd>−{money(total.value)}</dd></div>)}
        {of(CartTotalType.Discount).map((total) => <div key="discount"><dt>{t('cart.discount')}</dt><dd>−{money(total.value)}</dd></div>)}
        {shipping ? <div><dt>{t('cart.shipping')}</dt><dd>{shipping.salesPriceWithTax ? money(shipping.salesPriceWithTax) : t('cart.freeShipping')}</dd></div> : null}
        {of(CartTotalType.NetTotal).map((total) => <div key="net" className="cart-totals__net"><dt>{t('cart.total')} <small>{t('cart.taxIncluded')}</small></dt><dd data-testid="cart-net-total">{money(total.value)}</dd></div>)}
      </dl>
      {withSuggestions ? value.suggestedCampaigns.map((suggestion) => (
        <p key={suggestion.campaignId} className="cart-totals__suggestion">{t('cart.suggested', { name: suggestion.name, amount: money(suggestion.missingAmount) })}</p>
      )) : null}
    </div>
  );
});
