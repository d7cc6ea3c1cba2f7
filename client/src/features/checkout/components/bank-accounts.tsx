import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { BankAccountList } from '../../../components/bank-account-list';
import { useCardPaymentT } from '../card-payment-texts';
import { useCardPayment } from '../use-card-payment';

/** The checkout's bank accounts (spec §7 get banks): those of the currency the cart is paid in, fetched when transfer is chosen. */
export const BankAccounts = observer(function BankAccounts() {
  const card = useCardPayment();
  const t = useCardPaymentT();
  useEffect(() => { card.loadBankAccounts(); }, [card]);
  const status = card.bankAccounts.error
    ? <p className="inline-error" role="alert">{card.bankAccounts.error}</p>
    : !card.bankAccounts.data && card.bankAccounts.loading ? <p role="status">{t('bankAccountsLoading')}</p> : null;
  return <BankAccountList accounts={card.bankAccounts.data} status={status} />;
});
