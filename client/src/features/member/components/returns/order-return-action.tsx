import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { Order } from '../../../../../../contracts/order/entities';
import { returnAvailable } from '../../../../lib/order-display';
import { pagePath } from '../../../../lib/routes';
import { useStores } from '../../../../stores/use-stores';
import { useReturnT } from '../../return-texts';

/** The order page's way to /u/order-return/{docNo} while the order is ReturnAvailable (S3.14). */
export const OrderReturnAction = observer(function OrderReturnAction({ order }: { order: Pick<Order, 'docNo' | 'flags'> }) {
  const { ui } = useStores();
  const t = useReturnT();
  if (!returnAvailable(order)) return null;
  return <p className="order-actions"><Link className="button button--secondary" to={pagePath('orderReturn', ui.culture, { id: order.docNo })}>{t('returnOrder')}</Link></p>;
});
