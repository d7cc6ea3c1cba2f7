import { ChangePasswordForm } from '../../../features/member/components/change-password-form';
import { AccountPage } from './account-page';

/** /u/change-password. */
export default function ChangePasswordPage() {
  return <AccountPage title="route.changePassword"><ChangePasswordForm /></AccountPage>;
}
