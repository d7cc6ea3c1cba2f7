import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Order } from '../../../../../../contracts/order/entities';
import { notify } from '../../../../components/notify';
import { pagePath } from '../../../../lib/routes';
import { useStores } from '../../../../stores/use-stores';
import { orderDocumentsApi, orderInvoiceUrl } from '../../order-documents-api';
import { useOrderDocumentsT } from '../../order-documents-texts';
import { BusyButton } from '../../../../components/busy-button';

/**
 * The order's invoice download and "Order again" (spec §7 Order management: invoices, repeat
 * order): the lines go back into the cart, those out of stock are named, then the cart summary.
 */
export function OrderDocumentActions({ order }: { order: Order }) {
  const { api, cart, ui } = useStores();
  const t = useOrderDocumentsT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const repeat = async () => {
    setBusy(true);
    try {
      const answer = await orderDocumentsApi(api).repeatOrder(order.docNo);
      cart.take(answer.cart);
      if (!answer.added.length) {
        void notify('warning', t('nothingInStock'));
        return;
      }
      void notify('success', t('repeated'));
      if (answer.outOfStock.length) void notify('warning', t('outOfStock', { names: answer.outOfStock.join(', ') }));
      void navigate(pagePath('cartSummary', ui.culture));
    } catch (error) {
      void notify('error', t('repeatFailed'), error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <p className="order-actions" data-testid="order-documents">
      <a className="button button--secondary" href={orderInvoiceUrl(order.docNo)} download>{t('invoice')}</a>
      <BusyButton type="button" className="button" busy={busy} onClick={() => void repeat()}>{busy ? t('repeating') : t('repeat')}</BusyButton>
    </p>
  );
}

/** The gift box note and the agreements as the shopper accepted them at placement. */
export function OrderGiftAndAgreements({ order }: { order: Order }) {
  const t = useOrderDocumentsT();
  return (
    <>
      {order.giftBox ? (
        <section aria-labelledby="order-gift-heading" data-testid="order-gift">
          <h3 id="order-gift-heading">{t('giftBox')}</h3>
          {order.giftNote ? <p><strong>{t('giftNote')}:</strong> <q>{order.giftNote}</q></p> : null}
        </section>
      ) : null}
      {order.agreements ? (
        <section aria-labelledby="order-agreements-heading">
          <h3 id="order-agreements-heading">{t('agreements')}</h3>
          {(['preInformation', 'salesAgreement'] as const).map((kind) => (
            <details key={kind}>
              <summary>{t(kind)}</summary>
              {/* Kept as the server filled it: every value escaped (server/src/common/escape-html.ts). */}
              <div className="agreement-text" dangerouslySetInnerHTML={{ __html: order.agreements![kind] }} />
            </details>
          ))}
        </section>
      ) : null}
    </>
  );
}
