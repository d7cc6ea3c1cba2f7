import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useStores } from '../../../stores/use-stores';
import { useCheckoutT } from '../checkout-texts';

/**
 * What is being bought, read only and compact, beside the payment (issue 32 item 16: checkout
 * listed no items): each line's name, size, quantity and amount as the cart shows them.
 */
export const CheckoutItems = observer(function CheckoutItems({ money }: { money: (amount: number) => string }) {
  const { cart } = useStores();
  const t = useCheckoutT();
  const headingId = useId();
  return (
    <section className="checkout-items" aria-labelledby={headingId} data-testid="checkout-items">
      <h2 id={headingId}>{t('items')}</h2>
      <ul>
        {cart.lines.map((item) => (
          <li key={item.documentId} className="checkout-items__line" data-testid="checkout-item">
            <span className="checkout-items__name">
              {item.product?.name}{item.stockTypeName ? ` (${item.stockTypeName})` : ''}
            </span>
            <span className="checkout-items__quantity">{t('quantity')}: {item.quantity}</span>
            <span className="checkout-items__amount">{money(item.discountPriceWithTax)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
});
