import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useCardPaymentT } from '../card-payment-texts';
import { useCardPayment } from '../use-card-payment';

/** The shop's accounts a bank transfer goes to (spec §7 get banks): bank, branch, holder and IBAN. */
export const BankAccounts = observer(function BankAccounts() {
  const card = useCardPayment();
  const t = useCardPaymentT();
  useEffect(() => { card.loadBankAccounts(); }, [card]);
  const accounts = card.bankAccounts.data;
  return (
    <section className="bank-accounts" data-testid="bank-accounts" aria-labelledby="bank-accounts-heading">
      <h3 id="bank-accounts-heading">{t('bankAccountsHeading')}</h3>
      {card.bankAccounts.error ? <p className="inline-error" role="alert">{card.bankAccounts.error}</p> : null}
      {!accounts && card.bankAccounts.loading ? <p role="status">{t('bankAccountsLoading')}</p> : null}
      {accounts ? (
        <ul className="bank-accounts__list">
          {accounts.map((account) => (
            <li key={account.iban} className="bank-accounts__account">
              <strong>{account.bankName}</strong>
              <dl>
                <div><dt>{t('branch')}</dt><dd>{account.branch}</dd></div>
                <div><dt>{t('accountHolder')}</dt><dd>{account.accountHolder}</dd></div>
                <div><dt>{t('iban')}</dt><dd className="bank-accounts__iban">{account.iban}</dd></div>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});
