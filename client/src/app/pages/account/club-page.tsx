import { ClubCard } from '../../../features/member/components/club-card';
import { AccountPage } from './account-page';

/** /u/club: Vitrin Club points, level and the orders that earn them. */
export default function ClubPage() {
  return <AccountPage title="route.club"><ClubCard /></AccountPage>;
}
