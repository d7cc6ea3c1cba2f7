import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LazyImage } from '../../../components/lazy-image';
import { pagePath } from '../../../lib/routes';
import { useStores, useT } from '../../../stores/use-stores';
import '../cart.css';

/** How long the notice stays (S9.09). */
export const CART_ADDED_NOTICE_MS = 3000;
const IMAGE = 64;

/**
 * The cart-added notice (S2.22, S4.11): the product just added, "Your product is in the cart", Go
 * to Cart; Continue Shopping on desktop, a close icon on a phone. Closes itself after 3 s; closing
 * clears the added item.
 */
export const CartAddedNotice = observer(function CartAddedNotice() {
  const { ui } = useStores();
  const t = useT();
  const item = ui.lastAddedCartItem;
  useEffect(() => {
    if (!item) return;
    const timer = setTimeout(() => ui.setLastAddedCartItem(null), CART_ADDED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [ui, item]);
  if (!item) return null;
  const close = () => ui.setLastAddedCartItem(null);
  return (
    <div className={`cart-added ${ui.isDesktop ? 'cart-added--desktop' : 'cart-added--mobile'}`} role="status" data-testid="cart-added-notice">
      {item.imagePath ? <LazyImage src={item.imagePath} alt="" width={IMAGE} height={IMAGE} priority className="cart-added__image" /> : null}
      <div className="cart-added__body">
        <strong className="cart-added__name">{item.name}</strong>
        {item.stockTypeName ? <span className="cart-added__size">{item.stockTypeName}</span> : null}
        <span>{t('cart.added')}</span>
        <div className="cart-added__actions">
          <Link to={pagePath('cartSummary', ui.culture)} className="button" onClick={close}>{t('cart.goToCart')}</Link>
          {ui.isDesktop ? <button type="button" className="button button--secondary" onClick={close}>{t('cart.continueShopping')}</button> : null}
        </div>
      </div>
      {ui.isDesktop ? null : <button type="button" className="cart-added__close" aria-label={t('cart.close')} onClick={close}>×</button>}
    </div>
  );
});
