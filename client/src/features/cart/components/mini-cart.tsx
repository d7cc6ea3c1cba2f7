import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { pagePath } from '../../../lib/routes';
import { useDialogFocus } from '../../../lib/use-dialog-focus';
import { useStores, useT } from '../../../stores/use-stores';
import '../cart.css';
import { CartLines } from './cart-lines';
import { CartTotalsView } from './cart-totals-view';
import { EmptyCart } from './empty-cart';

/**
 * The desktop mini cart (S2.23, S4.07): opening it reads the cart again; it closes on a click
 * outside it and the basket (unless a remove confirmation is open), its close button, the
 * checkout link, the empty view's action and any path change (app-shell). Opened from the
 * keyboard it takes the focus, keeps Tab inside and closes on Escape, giving the focus back to the
 * basket (issue 32 item 17: the panel sat after the footer, 255 Tab presses away).
 */
export const MiniCart = observer(function MiniCart() {
  const { cart, ui } = useStores();
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const close = () => ui.closeMiniCart();
  useDialogFocus(panel, true, close);

  useEffect(() => { void cart.load(); }, [cart]);

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Element;
      if (ui.isRemoveAlertOpen || panel.current?.contains(target) || target.closest?.('[data-basket], [role="dialog"]')) return;
      ui.closeMiniCart();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [ui]);

  const empty = cart.cart !== null && cart.lines.length === 0;
  return (
    <div className="mini-cart" ref={panel} role="dialog" aria-modal="true" tabIndex={-1} aria-label={t('cart.miniTitle')} data-testid="mini-cart" style={{ top: ui.overlayOffset }}>
      <div className="mini-cart__head">
        <h2>{t('cart.miniTitle')}</h2>
        <button type="button" className="mini-cart__close" aria-label={t('cart.close')} onClick={close}>×</button>
      </div>
      {cart.cart === null ? <p aria-busy="true">{t('cart.loading')}</p> : empty ? <EmptyCart onClose={close} /> : (
        <>
          <CartLines />
          <CartTotalsView withSuggestions={false} />
          <div className="mini-cart__actions">
            <Link to={pagePath('cartSummary', ui.culture)} className="button button--secondary" onClick={close}>{t('cart.goToCart')}</Link>
            <Link to={pagePath('shippingAndPayment', ui.culture)} className="button" onClick={close}>{t('cart.checkout')}</Link>
          </div>
        </>
      )}
    </div>
  );
});
