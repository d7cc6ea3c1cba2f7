import { CommunicationForm } from '../../../features/member/components/communication-form';
import { AccountPage } from './account-page';

/** /u/communication-preferences: SMS and e-mail permissions. */
export default function CommunicationPreferencesPage() {
  return <AccountPage title="route.communicationPreferences"><CommunicationForm /></AccountPage>;
}
