import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { AccountLayout } from '../../../features/member/components/account-layout';
import type { MessageKey } from '../../../i18n/translate';
import { useT } from '../../../stores/use-stores';
import { usePageTitle } from '../page-title';

/** An account page: its title in the tab and the heading, inside the account layout and its guard. */
export const AccountPage = observer(function AccountPage({ title, children }: { title: MessageKey; children: ReactNode }) {
  const t = useT();
  usePageTitle(`${t(title)} | ${t('site.name')}`);
  return <AccountLayout title={t(title)}>{children}</AccountLayout>;
});
