import { ORDER_LIST_FILTERS, ORDER_PAYMENT_STATES } from '../../../../contracts/admin/orders.js';
import { OrderStatus, PaymentType } from '../../../../contracts/enums.js';
import { BadInputError } from '../../common/errors.js';
import { booleanFilter, choiceFilter, dateFilter, idListFilter, refuseUnknownFilters, searchFilter, textFilter } from '../common/list-filters.js';
import type { OrderListFilter } from './admin-orders.repository.js';

function enumFilter(value: unknown, name: string, values: readonly number[]): number {
  const number = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !values.includes(number)) throw new BadInputError(`${name} must be one of ${values.join(', ')}`);
  return number;
}

const numbersOf = (values: object) => Object.values(values).filter((value): value is number => typeof value === 'number');

/** The order list's `filter` JSON, checked; 400 naming the filter for anything else. */
export function orderListFilterOf(filter: Record<string, unknown>): OrderListFilter {
  refuseUnknownFilters(filter, ORDER_LIST_FILTERS);
  const checked: OrderListFilter = {};
  if (filter.id !== undefined) checked.ids = idListFilter(filter.id, 'id');
  if (filter.status !== undefined) checked.status = enumFilter(filter.status, 'status', numbersOf(OrderStatus));
  if (filter.paymentType !== undefined) checked.paymentType = enumFilter(filter.paymentType, 'paymentType', numbersOf(PaymentType));
  if (filter.paymentState !== undefined) checked.paymentState = choiceFilter(filter.paymentState, 'paymentState', ORDER_PAYMENT_STATES);
  if (filter.from !== undefined) checked.from = dateFilter(filter.from, 'from');
  if (filter.to !== undefined) checked.to = dateFilter(filter.to, 'to', { end: true });
  if (filter.customer !== undefined) checked.customer = searchFilter(textFilter(filter.customer, 'customer', 200));
  if (filter.number !== undefined) checked.number = searchFilter(textFilter(filter.number, 'number', 40));
  if (filter.overdue !== undefined) checked.overdue = booleanFilter(filter.overdue, 'overdue');
  if (checked.from && checked.to && checked.from > checked.to) throw new BadInputError('from must not be after to');
  return checked;
}
