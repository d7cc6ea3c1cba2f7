import type { ReactNode, Ref } from 'react';
import type { BankAccount } from '../../../contracts/payment/entities';
import { useBankAccountT } from './bank-account-texts';
import './bank-account-list.css';

/**
 * The shop's accounts a bank transfer goes to (spec §7 get banks; issue 32 item 6): bank, branch,
 * holder, IBAN and the account's currency. One list for the checkout and for every page that
 * shows a transfer still waiting; `status` carries the loading note or refusal of a page that
 * fetches them; `ref` is the list's section, for a page that watches it grow.
 */
export function BankAccountList({ accounts, status, ref }: { accounts: readonly BankAccount[] | null; status?: ReactNode; ref?: Ref<HTMLElement> }) {
  const t = useBankAccountT();
  return (
    <section ref={ref} className="bank-accounts" data-testid="bank-accounts" aria-labelledby="bank-accounts-heading">
      <h3 id="bank-accounts-heading">{t('heading')}</h3>
      {status}
      {accounts ? (
        <>
          <p>{t('intro')}</p>
          <ul className="bank-accounts__list">
            {accounts.map((account) => (
              <li key={account.iban} className="bank-accounts__account" data-testid="bank-account">
                <strong>{account.bankName}</strong>
                <dl>
                  <div><dt>{t('branch')}</dt><dd>{account.branch}</dd></div>
                  <div><dt>{t('accountHolder')}</dt><dd>{account.accountHolder}</dd></div>
                  <div><dt>{t('iban')}</dt><dd className="bank-accounts__iban">{account.iban}</dd></div>
                  <div><dt>{t('currency')}</dt><dd data-testid="bank-account-currency">{account.currencyCode}</dd></div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
