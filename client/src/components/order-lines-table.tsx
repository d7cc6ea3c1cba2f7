import type { OrderItem } from '../../../contracts/order/entities';
import type { MoneyRowsView } from '../lib/money-rows-view';

/** The column headings in the page's language; without `unit` the table has no unit price column. */
export interface OrderLinesHeadings {
  product: string;
  quantity: string;
  unit?: string;
  amount: string;
}

/**
 * An order's lines at list price × quantity (orderMoneyView), above the MoneyRowsList that adds
 * them up: one table for the order summary, the order detail and tracking (issue 32 items 1, 2).
 */
export function OrderLinesTable({ view, headings, className, rowTestId }: {
  view: MoneyRowsView<Pick<OrderItem, 'productId' | 'stockBarcodeId' | 'name' | 'stockTypeName' | 'quantity'>>;
  headings: OrderLinesHeadings; className?: string; rowTestId?: string;
}) {
  return (
    <div className="table-frame">
      <table className={className}>
        <thead>
          <tr>
            <th scope="col">{headings.product}</th><th scope="col">{headings.quantity}</th>
            {headings.unit ? <th scope="col">{headings.unit}</th> : null}<th scope="col">{headings.amount}</th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map(({ item, unit, amount }) => (
            <tr key={`${item.productId}:${item.stockBarcodeId}`} data-testid={rowTestId}>
              <td>{item.name}{item.stockTypeName ? ` (${item.stockTypeName})` : ''}</td>
              <td>{item.quantity}</td>
              {headings.unit ? <td className="money-amount">{unit}</td> : null}
              <td className="money-amount">{amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
