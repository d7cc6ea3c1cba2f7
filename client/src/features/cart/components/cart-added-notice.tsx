import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
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
 * to Cart; Continue Shopping on desktop, a close icon on a phone. Closes itself after 3 s, but not
 * while the keyboard is in it; closing clears the added item, and focus that was in it goes back
 * to where the shopper added from (issue 32 items 18 and 20: it fell to the page's body).
 */
export const CartAddedNotice = observer(function CartAddedNotice() {
  const { ui } = useStores();
  const t = useT();
  const item = ui.lastAddedCartItem;
  const notice = useRef<HTMLDivElement>(null);
  const origin = useRef(document.activeElement as HTMLElement | null);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!item || held) return;
    const timer = setTimeout(() => ui.setLastAddedCartItem(null), CART_ADDED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [ui, item, held]);
  useEffect(() => () => {
    if (notice.current?.contains(document.activeElement) && origin.current?.isConnected) origin.current.focus();
  }, []);
  if (!item) return null;
  const close = () => {
    if (notice.current?.contains(document.activeElement) && origin.current?.isConnected) origin.current.focus();
    ui.setLastAddedCartItem(null);
  };
  return (
    <div
      className={`cart-added ${ui.isDesktop ? 'cart-added--desktop' : 'cart-added--mobile'}`} role="status" data-testid="cart-added-notice" ref={notice}
      onFocus={() => setHeld(true)} onBlur={(event) => { if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false); }}
    >
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
