import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { defineTexts, useFeatureT } from '../i18n/feature-texts';
import { pagePath } from '../lib/routes';
import { useStores } from '../stores/use-stores';
import './checkout-header.css';

/** The breadcrumb's words: they come with the checkout pages, not in the first download's dictionary. */
const STEP_TEXTS = defineTexts({
  tr: { steps: 'Sipariş adımları', cart: 'Sepet özeti', shipping: 'Teslimat ve Ödeme', summary: 'Sipariş Özeti' },
  en: { steps: 'Checkout steps', cart: 'Cart summary', shipping: 'Shipping and Payment', summary: 'Order Summary' },
});

/** While set on <html>, the header shows only the logo and the steps (checkout-header.css). */
const REDUCED_HEADER_FLAG = 'reducedHeader';

/**
 * Spec §2: on the shipping and payment pages the header is reduced to the logo and a three-step
 * breadcrumb (basket summary, Shipping and Payment, Order Summary). The page draws it: the header
 * in the first download stays as it is, and none of this code is in that download. Shipping and
 * Payment is the current step: the basket summary is a link back; the order summary is not
 * clickable (it is only when it is the current step).
 */
export function CheckoutHeader() {
  const { ui } = useStores();
  const st = useFeatureT(STEP_TEXTS);
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset[REDUCED_HEADER_FLAG] = 'true';
    setSlot(document.querySelector('.site-header__inner'));
    return () => { delete root.dataset[REDUCED_HEADER_FLAG]; };
  }, []);
  if (!slot) return null;
  return createPortal(
    <nav aria-label={st('steps')} className="checkout-steps">
      <ol>
        <li><Link to={pagePath('cartSummary', ui.culture)}>{st('cart')}</Link></li>
        <li aria-current="step"><span>{st('shipping')}</span></li>
        <li><span>{st('summary')}</span></li>
      </ol>
    </nav>,
    slot,
  );
}
