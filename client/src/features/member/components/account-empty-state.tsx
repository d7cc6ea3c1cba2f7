import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { homePath } from '../../../lib/routes';
import { useStores, useT } from '../../../stores/use-stores';
import { useAccountT, type AccountTextKey } from '../account-texts';

/** An account page whose content has no server route yet (messages, club, coupons, collection): says so plainly. */
export const AccountEmptyState = observer(function AccountEmptyState({ text }: { text: AccountTextKey }) {
  const { ui } = useStores();
  const t = useAccountT();
  const tShop = useT();
  return (
    <div className="account-empty">
      <p>{t(text)}</p>
      <Link to={homePath(ui.culture)} className="button button--secondary">{tShop('page.backHome')}</Link>
    </div>
  );
});
