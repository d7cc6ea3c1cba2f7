import { useLazyStore } from '../../stores/use-stores';
import { checkoutChoices, type CheckoutChoices } from './shipping-choices-store';

/** The shipment option, gift note and agreement stores, made with the first checkout page that shows them. */
export const useCheckoutChoices = (): CheckoutChoices => useLazyStore(checkoutChoices);
