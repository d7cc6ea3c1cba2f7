import { observer } from 'mobx-react-lite';
import { useStores } from '../../../stores/use-stores';
import { useAccountT } from '../account-texts';
import { openMemberModal } from '../member-store';

/** /u/info's way to the change-password member modal (the /u/change-password page stays for links to it). */
export const ChangePasswordButton = observer(function ChangePasswordButton() {
  const { ui } = useStores();
  const t = useAccountT();
  return <button type="button" className="button button--secondary" onClick={() => void openMemberModal(ui, 'changePassword')}>{t('changePassword')}</button>;
});
