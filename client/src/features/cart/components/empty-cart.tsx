import { Link } from 'react-router';
import { homePath } from '../../../lib/routes';
import { useStores, useT } from '../../../stores/use-stores';

/** Empty cart view (S2.21): heading and a large Start Shopping link home, which also runs `onClose`. */
export function EmptyCart({ onClose }: { onClose?: () => void }) {
  const { ui } = useStores();
  const t = useT();
  return (
    <div className="empty-cart" data-testid="empty-cart">
      <h2>{t('cart.empty')}</h2>
      <Link to={homePath(ui.culture)} className="button button--large" onClick={onClose}>{t('cart.startShopping')}</Link>
    </div>
  );
}
