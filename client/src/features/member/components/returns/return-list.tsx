import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RETURN_STATUS_NAMES } from '../../../../../../contracts/order/order-return';
import { formatOrderMoney, orderDateTime } from '../../../../lib/order-display';
import { pagePath } from '../../../../lib/routes';
import { useStores } from '../../../../stores/use-stores';
import { useReturnT } from '../../return-texts';
import { useAccountStore } from '../../use-account-store';
import { AccountPaging, pageLinkOf, pageOf } from '../account-paging';
import '../../account-orders.css';

/** /u/returns: the member's returns, newest first, a page at a time, each opening its detail page. */
export const ReturnList = observer(function ReturnList() {
  const { returns } = useAccountStore();
  const { ui } = useStores();
  const t = useReturnT();
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));

  useEffect(() => { void returns.load(page); }, [returns, page]);

  if (returns.error && returns.returns.length === 0) return <p className="inline-error" role="alert">{t('returnsLoadFailed')} {returns.error}</p>;
  if (!returns.loaded) return <p aria-busy="true">{t('loading')}</p>;
  const pageLink = pageLinkOf(pagePath('returns', ui.culture));
  if (returns.returns.length === 0) {
    return page === 1
      ? <p className="account-empty">{t('returnsEmpty')}</p>
      : <p className="account-empty"><Link to={pageLink(1)}>{t('firstPage')}</Link></p>;
  }
  const pages = returns.pagination?.totalPages ?? 1;
  const current = returns.pagination?.currentPage ?? page;

  return (
    <section aria-labelledby="returns-heading">
      <h2 id="returns-heading" className="order-section-heading">{t('returnsHeading')}</h2>
      {returns.error ? <p className="inline-error" role="alert">{t('returnsLoadFailed')} {returns.error}</p> : null}
      <ul className="order-rows" aria-busy={returns.loading || undefined}>
        {returns.returns.map((entry) => (
          <li key={entry.id} className="order-row" data-testid="return-row">
            <Link to={pagePath('returnDetail', ui.culture, { id: String(entry.id) })} className="order-row__docno" aria-label={t('returnOpenLabel', { id: entry.id })}>
              #{entry.id} · {entry.docNo}
            </Link>
            <time dateTime={entry.createdAt} className="order-row__date">{orderDateTime(entry.createdAt, ui.culture)}</time>
            <span className={`order-status order-status--return-${entry.status}`} data-testid="return-status">{RETURN_STATUS_NAMES[ui.culture][entry.status]}</span>
            <span className="order-row__total">{formatOrderMoney(entry.amount, entry.currencyCode, ui.culture)}</span>
            <span className="order-row__count">{t(entry.itemCount === 1 ? 'returnItemCountOne' : 'returnItemCount', { count: entry.itemCount })}</span>
          </li>
        ))}
      </ul>
      <AccountPaging current={current} pages={pages} link={pageLink}
        texts={{ label: t('pagingLabel'), previous: t('previousPage'), next: t('nextPage'), pageOf: t('pageOf', { page: current, pages }) }} />
    </section>
  );
});
