import { DeleteMembership } from '../../../features/member/components/delete-membership';
import { InfoForm } from '../../../features/member/components/info-form';
import { AccountPage } from './account-page';

/** /u/info: the member's own record, and deleting the membership. */
export default function AccountInfoPage() {
  return <AccountPage title="route.accountInfo"><InfoForm /><DeleteMembership /></AccountPage>;
}
