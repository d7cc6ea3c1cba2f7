import { FavoritesGrid } from '../../../features/member/components/favorites-grid';
import { AccountPage } from './account-page';

/** /u/favorites: the favourite products. */
export default function FavoritesPage() {
  return <AccountPage title="route.favorites"><FavoritesGrid /></AccountPage>;
}
