import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { notify } from '../../../components/notify';
import { useStores } from '../../../stores/use-stores';
import { useAccountT } from '../account-texts';
import { useAccountStore } from '../use-account-store';
import { useMemberStore } from '../use-member-store';
import { openMemberModal } from '../member-store';
import { BusyButton } from '../../../components/busy-button';

export interface ProductMemberActionsProps {
  productId: number;
  /** Sold out: the alarm is a stock alarm (for the chosen size when there is one), else a price alarm. */
  isSoldOut: boolean;
  stockBarcodeId?: number;
}

/**
 * The product page's member buttons: favourite (spec §3/§4 wish-list) and the price or stock
 * alarm. A visitor or a guest signs in in the sign-in member modal, over the product page.
 */
export const ProductMemberActions = observer(function ProductMemberActions({ productId, isSoldOut, stockBarcodeId }: ProductMemberActionsProps) {
  const member = useMemberStore();
  const account = useAccountStore();
  const { ui } = useStores();
  const t = useAccountT();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const isMember = member.isMember;

  useEffect(() => {
    if (!isMember) return;
    void account.ensureWishList();
    void account.ensureAlarms();
  }, [isMember, account]);

  const act = async (run: () => Promise<string>) => {
    if (!isMember) {
      // Sign in (or up) over the product page, which stays where it is; a guest comes back here.
      void notify('info', t('signInNeeded'));
      void openMemberModal(ui, 'signIn', pathname + search);
      return;
    }
    setBusy(true);
    try {
      void notify('success', await run());
    } catch (error) {
      void notify('error', t('loadFailed'), error);
    } finally {
      setBusy(false);
    }
  };
  const favourite = isMember && account.wishList.has(productId);
  const alarmKind = isSoldOut ? 'stock' : 'price';
  // Pressed while the alarm is set: a second press takes it off instead of setting it again (issue 32 item 15).
  const alarmSet = isMember && account.alarms.has(alarmKind, productId, isSoldOut ? stockBarcodeId : undefined);

  return (
    <>
      <BusyButton
        className="button button--secondary" aria-pressed={favourite} busy={busy} data-testid="favourite-button"
        onClick={() => void act(async () => ((await account.toggleFavorite(productId)) ? t('favouriteAdded') : t('favouriteRemoved')))}
      >{favourite ? t('favouriteRemove') : t('favouriteAdd')}</BusyButton>
      <BusyButton
        className="button button--secondary" aria-pressed={alarmSet} busy={busy} data-testid="alarm-button"
        onClick={() => void act(async () => {
          if (!(await account.toggleAlarm(alarmKind, productId, isSoldOut ? stockBarcodeId : undefined))) return t('alarmRemoved');
          return isSoldOut ? t('stockAlarmAdded') : t('priceAlarmAdded');
        })}
      >{alarmSet ? <span aria-hidden="true">✓ </span> : null}{isSoldOut ? t('stockAlarmAdd') : t('priceAlarmAdd')}</BusyButton>
    </>
  );
});
