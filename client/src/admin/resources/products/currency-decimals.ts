import { useGetList } from 'ra-core';
import type { AdminCurrency } from '../../../../../contracts/admin/catalogue';
import { MAX_PAGE_SIZE } from '../../../../../contracts/admin/list-query';

/** Minor digits until the currencies have loaded: the lira's. */
const USUAL_DECIMALS = 2;

/**
 * How many minor digits each of the shop's currencies has, from the currencies route (the shop has
 * a handful: one page of them); `first` is the currency the product list shows prices in.
 */
export function useCurrencyDecimals(): { of: (currencyId: number | undefined) => number; first: number } {
  const { data = [] } = useGetList<AdminCurrency>('currencies', { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'sortOrder', order: 'ASC' } });
  const of = (currencyId: number | undefined) => data.find((currency) => currency.id === currencyId)?.decimals ?? USUAL_DECIMALS;
  return { of, first: data[0]?.decimals ?? USUAL_DECIMALS };
}
