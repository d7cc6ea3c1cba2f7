import { useLazyStore } from '../../stores/use-stores';
import { accountStore, type AccountStore } from './account-store';

/** The shop's account store, made with the first account page shown. */
export const useAccountStore = (): AccountStore => useLazyStore(accountStore);
