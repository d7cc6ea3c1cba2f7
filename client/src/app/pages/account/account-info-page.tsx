import { ChangePasswordButton } from '../../../features/member/components/change-password-button';
import { DeleteMembership } from '../../../features/member/components/delete-membership';
import { InfoForm } from '../../../features/member/components/info-form';
import { MemberRecords } from '../../../features/member/components/member-records';
import { PasskeyList } from '../../../features/member/components/passkey-list';
import { EmailChangeForm } from '../../../features/member/components/verification-codes';
import { AccountPage } from './account-page';

/** /u/info: the member's own record (and the change-password modal), their groups, documents and references, their passkeys, and deleting the membership. */
export default function AccountInfoPage() {
  return <AccountPage title="route.accountInfo"><InfoForm /><p className="account-actions"><ChangePasswordButton /></p><EmailChangeForm /><MemberRecords /><PasskeyList /><DeleteMembership /></AccountPage>;
}
