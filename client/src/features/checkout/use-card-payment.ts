import { useLazyStore } from '../../stores/use-stores';
import { cardPaymentStore, type CardPaymentStore } from './card-payment-store';

/** The card's bank, instalments and points, and the shop's bank accounts: made with the first checkout page that shows them. */
export const useCardPayment = (): CardPaymentStore => useLazyStore(cardPaymentStore);
