import { DeleteMembership } from '../../../features/member/components/delete-membership';
import { InfoForm } from '../../../features/member/components/info-form';
import { PasskeyList } from '../../../features/member/components/passkey-list';
import { AccountPage } from './account-page';

/** /u/info: the member's own record, their passkeys, and deleting the membership. */
export default function AccountInfoPage() {
  return <AccountPage title="route.accountInfo"><InfoForm /><PasskeyList /><DeleteMembership /></AccountPage>;
}
