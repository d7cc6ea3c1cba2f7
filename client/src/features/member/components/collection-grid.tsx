import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { homePath } from '../../../lib/routes';
import { useStores } from '../../../stores/use-stores';
import { accountDay } from '../account-dates';
import { useAccountStore } from '../use-account-store';
import { useAccountMoney } from '../use-account-money';
import { useAccountT } from '../account-texts';
import { EntryListView } from './entry-list-view';

/** /u/collection: the products the member has bought, as product cards with today's price and when each was last bought. */
export const CollectionGrid = observer(function CollectionGrid() {
  const { collection } = useAccountStore();
  const { ui } = useStores();
  const t = useAccountT();
  const money = useAccountMoney();
  return (
    <>
      <p>{t('collectionIntro')}</p>
      <EntryListView
        list={collection} layout="grid" emptyText={t('collectionEmpty')}
        emptyAction={<Link to={homePath(ui.culture)} className="button">{t('startShopping')}</Link>}
        details={(item) => (
          <>
            <span className="entry__price">{money(item.salesPrice)}</span>
            <span>{t('collectionBought', { date: accountDay(item.createdAt, ui.culture), quantity: item.quantity })}</span>
          </>
        )}
      />
    </>
  );
});
