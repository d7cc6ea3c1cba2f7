import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CartLines } from '../../features/cart/components/cart-lines';
import { CartTotalsView } from '../../features/cart/components/cart-totals-view';
import { EmptyCart } from '../../features/cart/components/empty-cart';
import '../../features/cart/cart.css';
import { trackEcommerce, usePageView } from '../../lib/analytics';
import { pagePath } from '../../lib/routes';
import { controlProps, FieldError } from '../../components/forms/form-field';
import { useStores, useT } from '../../stores/use-stores';
import { usePageTitle } from './page-title';
import { BusyButton } from '../../components/busy-button';

/** The cart summary page (/c/cart-summary, S2.02): lines, campaigns, totals, the coupon field and the way to checkout. */
const CartSummaryPage = observer(function CartSummaryPage() {
  const { cart, ui, currency } = useStores();
  const t = useT();
  usePageTitle(`${t('route.cartSummary')} | ${t('site.name')}`);
  usePageView('Cart-Summary');
  const [code, setCode] = useState('');

  // The cart-summary tag asks for coupons and a fresh cart detail (S7.01 flags from tags).
  useEffect(() => { void cart.load(['cart-summary']); }, [cart, ui.culture, currency.selectedCurrency]);
  const loaded = cart.cart !== null;
  useEffect(() => {
    if (!loaded) return;
    trackEcommerce('view_cart', () => ({ currency: currency.selectedCurrency?.code ?? '', items: cart.lines.map((item) => ({ item_id: String(item.productId), item_name: item.product?.name ?? '', price: item.unitPriceWithTax, quantity: item.quantity })) }));
  }, [loaded, cart, currency]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) void cart.applyCoupon(code.trim()).then((done) => { if (done) setCode(''); });
  };

  return (
    <section className="page page--cart">
      <h1>{t('route.cartSummary')}</h1>
      {cart.error && !loaded ? <p role="alert">{cart.error}</p> : null}
      {!loaded ? <p aria-busy="true">{t('cart.loading')}</p> : cart.lines.length === 0 ? <EmptyCart /> : (
        <div className="cart-summary">
          <CartLines />
          <aside>
            <CartTotalsView />
            {cart.cart?.couponCode ? (
              <p className="coupon-applied">
                {t('cart.couponApplied', { code: cart.cart.couponCode })}{' '}
                <button type="button" className="button button--secondary" onClick={() => void cart.removeCoupon()}>{t('cart.removeCoupon')}</button>
              </p>
            ) : (
              <form className="coupon-form" onSubmit={apply} noValidate>
                <div className="coupon-form__row">
                  <input
                    aria-label={t('cart.coupon')} placeholder={t('cart.coupon')} value={code} maxLength={40} {...controlProps('coupon-code', cart.couponError ?? undefined)}
                    onChange={(event) => { setCode(event.target.value); cart.clearCouponError(); }}
                  />
                  <BusyButton type="submit" className="button button--secondary" busy={cart.changing}>{t('cart.applyCoupon')}</BusyButton>
                </div>
                {/* A refused coupon is said beside its field and marks it, not only in a passing toast (issue 32 item 20). */}
                <FieldError id="coupon-code" error={cart.couponError ?? undefined} />
              </form>
            )}
            <Link to={pagePath('shippingAndPayment', ui.culture)} className="button button--large">{t('cart.checkout')}</Link>
          </aside>
        </div>
      )}
    </section>
  );
});

export default CartSummaryPage;
