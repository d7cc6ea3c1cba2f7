import { useSearchParams } from 'react-router';
import { SignInPanel } from '../../features/member/components/sign-in-panel';
import { useSignInT } from '../../features/member/sign-in-texts';
import '../../features/member/account.css';
import { useT } from '../../stores/use-stores';
import { usePageTitle } from './page-title';

/** /login (spec §2: action=login|register|renew-password, returnurl). */
export default function LoginPage() {
  const t = useT();
  const tSignIn = useSignInT();
  const [params] = useSearchParams();
  // The sign-up tab is a page of its own to the shopper: named so in the heading and the title.
  const name = params.get('action') === 'register' ? tSignIn('registerPageTitle') : t('route.login');
  usePageTitle(`${name} | ${t('site.name')}`);
  return (
    <div className="page">
      <h1>{name}</h1>
      <SignInPanel />
    </div>
  );
}
