import { useLazyStore } from '../../stores/use-stores';
import { checkoutStore, type CheckoutStore } from './checkout-store';

/** The checkout store, made with the first checkout page shown. */
export const useCheckoutStore = (): CheckoutStore => useLazyStore(checkoutStore);
