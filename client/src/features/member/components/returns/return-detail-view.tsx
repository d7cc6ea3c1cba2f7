import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { RETURN_STATUS_NAMES, type OrderReturn } from '../../../../../../contracts/order/order-return';
import { formatOrderMoney, orderDateTime } from '../../../../lib/order-display';
import { pagePath } from '../../../../lib/routes';
import { useStores } from '../../../../stores/use-stores';
import { useReturnT } from '../../return-texts';
import { useAccountStore } from '../../use-account-store';
import '../../account-orders.css';

/** A return id as an address holds it; anything else is no return. */
export const returnIdOf = (param: string | undefined | null): number | null => (param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null);

/** /u/returns/{id}: one of the member's returns, its lines, amount, reason and where it stands. */
export const ReturnDetailView = observer(function ReturnDetailView({ id }: { id: number | null }) {
  const { returns } = useAccountStore();
  const { ui } = useStores();
  const t = useReturnT();

  useEffect(() => { if (id !== null) void returns.open(id); }, [returns, id, ui.culture]);

  const back = <p><Link to={pagePath('returns', ui.culture)}>{t('backToReturns')}</Link></p>;
  const shown = returns.opened.shown(id);
  if (id === null || returns.opened.is(id, 'notFound')) return <div className="account-empty"><p role="alert">{t('returnNotFound')}</p>{back}</div>;
  if (returns.opened.is(id, 'failed')) return <><p className="inline-error" role="alert">{t('returnLoadFailed')} {returns.opened.error}</p>{back}</>;
  if (!shown) return <p aria-busy="true">{t('loading')}</p>;
  return <ReturnDetail orderReturn={shown} />;
});

const ReturnDetail = observer(function ReturnDetail({ orderReturn }: { orderReturn: OrderReturn }) {
  const { ui } = useStores();
  const t = useReturnT();
  const money = (amount: number) => formatOrderMoney(amount, orderReturn.currencyCode, ui.culture);
  const statusName = RETURN_STATUS_NAMES[ui.culture];

  return (
    <article className="order-detail" aria-labelledby="return-heading" data-testid="return-detail">
      <h2 id="return-heading">{t('returnDetailHeading', { id: orderReturn.id })}</h2>
      <p>
        <Link to={pagePath('orderDetail', ui.culture, { id: orderReturn.docNo })}>{t('forOrder', { docNo: orderReturn.docNo })}</Link>
        {' · '}
        <time dateTime={orderReturn.createdAt}>{orderDateTime(orderReturn.createdAt, ui.culture)}</time>
        {' · '}
        <span className={`order-status order-status--return-${orderReturn.status}`} data-testid="return-status">{statusName[orderReturn.status]}</span>
      </p>
      <p>{t('reasonLabel')}: {orderReturn.reasonName}{orderReturn.note ? ` · ${orderReturn.note}` : ''}</p>

      <section aria-labelledby="return-items-heading">
        <h3 id="return-items-heading">{t('itemsHeading')}</h3>
        <div className="table-frame">
          <table>
            <thead><tr><th scope="col">{t('product')}</th><th scope="col">{t('quantity')}</th><th scope="col">{t('unitPrice')}</th></tr></thead>
            <tbody>
              {orderReturn.lines.map((line) => (
                <tr key={line.stockBarcodeId} data-testid="return-item">
                  <td>{line.name}{line.stockTypeName ? ` (${line.stockTypeName})` : ''}</td>
                  <td>{line.quantity}</td>
                  <td className="money-amount">{money(line.unitPriceWithTax)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <dl className="order-totals">
        <div><dt>{t('returnAmount')}</dt><dd className="money-amount">{money(orderReturn.amount)}</dd></div>
        {orderReturn.refundedAmount > 0 ? <div><dt>{t('refundedAmount')}</dt><dd className="money-amount" data-testid="return-refunded">{money(orderReturn.refundedAmount)}</dd></div> : null}
      </dl>

      <section aria-labelledby="return-history-heading">
        <h3 id="return-history-heading">{t('historyHeading')}</h3>
        <ol className="order-history">
          {orderReturn.history.map((entry, index) => (
            <li key={`${entry.at}:${index}`} data-testid="return-history-entry">
              <time dateTime={entry.at}>{orderDateTime(entry.at, ui.culture)}</time>
              {' · '}
              {statusName[entry.status]}
              {entry.note ? ` · ${entry.note}` : ''}
            </li>
          ))}
        </ol>
      </section>
      <p><Link to={pagePath('returns', ui.culture)}>{t('backToReturns')}</Link></p>
    </article>
  );
});
