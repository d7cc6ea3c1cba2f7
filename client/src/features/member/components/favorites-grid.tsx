import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { homePath } from '../../../lib/routes';
import { useStores } from '../../../stores/use-stores';
import { useAccountStore } from '../use-account-store';
import { useAccountMoney } from '../use-account-money';
import { useAccountT } from '../account-texts';
import { EntryListView } from './entry-list-view';

/** The member's favourites (/u/favorites) as product cards; the local wish-list follows every change. */
export const FavoritesGrid = observer(function FavoritesGrid() {
  const { favorites } = useAccountStore();
  const { ui } = useStores();
  const t = useAccountT();
  const money = useAccountMoney();
  return (
    <EntryListView
      list={favorites} layout="grid" emptyText={t('favoritesEmpty')}
      emptyAction={<Link to={homePath(ui.culture)} className="button">{t('startShopping')}</Link>}
      details={(entry) => <span className="entry__price">{money(entry.salesPrice)}</span>}
      removal={{ text: t('removeFavorite'), label: (entry) => t('removeFavoriteLabel', { name: entry.name }),
        removed: t('favoriteRemoved'), failed: t('favoriteRemoveFailed') }}
    />
  );
});
