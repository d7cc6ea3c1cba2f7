import type { MoneyRowsView } from '../lib/money-rows-view';
import { useT } from '../stores/use-stores';

/**
 * The rows under a cart's or an order's lines and their total (issue 32 items 1 and 2): one list
 * for every page, so each shows the same rows, which add up to the total.
 */
export function MoneyRowsList({ view, className, netClassName, totalTestId, rowTestId = 'money-row', label }: {
  view: MoneyRowsView<unknown>; className?: string; netClassName?: string; totalTestId: string; rowTestId?: string; label?: string;
}) {
  const t = useT();
  return (
    <dl className={className} aria-label={label}>
      {view.rows.map((row) => <div key={row.key} data-testid={rowTestId} data-kind={row.kind}><dt>{row.label}</dt><dd className="money-amount">{row.amount}</dd></div>)}
      <div className={netClassName} data-testid={rowTestId}><dt>{t('cart.total')} <small>{t('cart.taxIncluded')}</small></dt><dd className="money-amount" data-testid={totalTestId}>{view.total}</dd></div>
    </dl>
  );
}
