import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CartItem } from '../../../../../contracts/cart/entities';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LazyImage } from '../../../components/lazy-image';
import { QuantityControl } from '../../../components/quantity-control';
import { useCartMoneyView } from './use-cart-money';
import { useStores, useT } from '../../../stores/use-stores';

const THUMB = 80;

/**
 * The cart's product lines with their quantity control and remove button; 0 or remove opens the
 * confirmation (S2.24), whose open state keeps the mini cart open (S4.07).
 */
export const CartLines = observer(function CartLines() {
  const { cart, ui } = useStores();
  const t = useT();
  // Each line at its list price × quantity: campaigns and the coupon are rows of their own under the lines (issue 32 item 2).
  const lineAmounts = new Map(useCartMoneyView(cart.cart)?.lines.map((line) => [line.item.documentId, line.amount]));
  const [removing, setRemoving] = useState<CartItem | null>(null);
  const ask = (item: CartItem | null) => { setRemoving(item); ui.setRemoveAlertOpen(item !== null); };

  return (
    <>
      <ul className="cart-lines">
        {cart.lines.map((item) => (
          <li key={item.documentId} className="cart-line" data-testid="cart-line">
            {item.product!.imagePath ? <LazyImage src={item.product!.imagePath} alt="" width={THUMB} height={THUMB} className="cart-line__image" /> : <span className="cart-line__image" />}
            <div className="cart-line__body">
              <Link to={item.product!.routePath} className="cart-line__name">{item.product!.name}</Link>
              {item.stockTypeName ? <span className="cart-line__size">{t('cart.size', { size: item.stockTypeName })}</span> : null}
              {item.campaigns.map((campaign) => <span key={campaign.campaignId} className="cart-line__campaign">{t('cart.campaign', { name: campaign.name })}</span>)}
              <span className="cart-line__price money-amount" data-testid="cart-line-price">{lineAmounts.get(item.documentId)}</span>
            </div>
            <QuantityControl
              value={item.quantity} max={item.availableQuantity} loading={cart.changing} label={t('cart.quantity')}
              onChange={(quantity) => void cart.changeQuantity(item, quantity)} onZero={() => ask(item)}
            />
            <button type="button" className="cart-line__remove" aria-label={t('cart.remove', { name: item.product!.name })} onClick={() => ask(item)}>×</button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        title={t('cart.removeTitle')} open={removing !== null} cancelLabel={t('cart.removeCancel')} confirmLabel={t('cart.removeConfirm')}
        onCancel={() => ask(null)}
        onConfirm={() => { const item = removing; ask(null); if (item) void cart.remove(item); }}
      >
        <p>{t('cart.removeText')}</p>
      </ConfirmDialog>
    </>
  );
});
