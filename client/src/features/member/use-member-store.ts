import { useLazyStore } from '../../stores/use-stores';
import { memberStore, type MemberStore } from './member-store';

/** The shop's member store, made (and started) by the first component that asks. */
export const useMemberStore = (): MemberStore => useLazyStore(memberStore);
