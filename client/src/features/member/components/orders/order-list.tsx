import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatOrderMoney, orderDateTime, orderStatusName } from '../../../../lib/order-display';
import { pagePath } from '../../../../lib/routes';
import { useStores } from '../../../../stores/use-stores';
import { useOrderT } from '../../order-texts';
import { useAccountStore } from '../../use-account-store';
import { AccountPaging, pageLinkOf, pageOf } from '../account-paging';
import '../../account-orders.css';

/** /u/orders: the member's orders, newest first, a page at a time, each opening its detail page. */
export const OrderList = observer(function OrderList() {
  const { orders } = useAccountStore();
  const { ui } = useStores();
  const t = useOrderT();
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));

  useEffect(() => { void orders.load(page); }, [orders, page]);

  if (orders.error && orders.orders.length === 0) return <p className="inline-error" role="alert">{t('ordersLoadFailed')} {orders.error}</p>;
  if (!orders.loaded) return <p aria-busy="true">{t('loading')}</p>;
  const pageLink = pageLinkOf(pagePath('orders', ui.culture));
  if (orders.orders.length === 0) {
    // Past the last page (an old link): the way back to the first one.
    return page === 1
      ? <p className="account-empty">{t('ordersEmpty')}</p>
      : <p className="account-empty"><Link to={pageLink(1)}>{t('firstPage')}</Link></p>;
  }

  const pagination = orders.pagination;
  const pages = pagination?.totalPages ?? 1;
  const current = pagination?.currentPage ?? page;

  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="order-section-heading">{t('ordersHeading')}</h2>
      {orders.error ? <p className="inline-error" role="alert">{t('ordersLoadFailed')} {orders.error}</p> : null}
      <ul className="order-rows" aria-busy={orders.loading || undefined}>
        {orders.orders.map((order) => (
          <li key={order.docNo} className="order-row" data-testid="order-row">
            <Link to={pagePath('orderDetail', ui.culture, { id: order.docNo })} className="order-row__docno" aria-label={t('orderOpenLabel', { docNo: order.docNo })}>
              {order.docNo}
            </Link>
            <time dateTime={order.createdAt} className="order-row__date">{orderDateTime(order.createdAt, ui.culture)}</time>
            <span className={`order-status order-status--${order.statusName}`}>{orderStatusName(order.status, ui.culture)}</span>
            <span className="order-row__total">{formatOrderMoney(order.netTotal, order.currencyCode, ui.culture)}</span>
            <span className="order-row__count">{t(order.itemCount === 1 ? 'orderItemCountOne' : 'orderItemCount', { count: order.itemCount })}</span>
          </li>
        ))}
      </ul>
      <AccountPaging current={current} pages={pages} link={pageLink}
        texts={{ label: t('pagingLabel'), previous: t('previousPage'), next: t('nextPage'), pageOf: t('pageOf', { page: current, pages }) }} />
    </section>
  );
});
