import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useFocusHeldInView } from '../../../lib/use-focus-held-in-view';
import { BankAccountList } from '../../../components/bank-account-list';
import { useCardPaymentT } from '../card-payment-texts';
import { useCardPayment } from '../use-card-payment';

/**
 * The checkout's bank accounts (spec §7 get banks): those of the currency the cart is paid in. The
 * form asks for them as it opens, so they are usually there when transfer is chosen; when they
 * come later, the agreements and the button below them keep the focus on the screen.
 */
export const BankAccounts = observer(function BankAccounts() {
  const card = useCardPayment();
  const t = useCardPaymentT();
  const region = useRef<HTMLElement>(null);
  useEffect(() => { card.loadBankAccounts(); }, [card]);
  useFocusHeldInView(region, card.bankAccounts.data);
  const status = card.bankAccounts.error
    ? <p className="inline-error" role="alert">{card.bankAccounts.error}</p>
    : !card.bankAccounts.data && card.bankAccounts.loading ? <p role="status">{t('bankAccountsLoading')}</p> : null;
  return <BankAccountList ref={region} accounts={card.bankAccounts.data} status={status} />;
});
