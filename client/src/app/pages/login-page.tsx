import { SignInPanel } from '../../features/member/components/sign-in-panel';
import '../../features/member/account.css';
import { useT } from '../../stores/use-stores';
import { usePageTitle } from './page-title';

/** /login (spec §2: action=login|register|renew-password, returnurl). */
export default function LoginPage() {
  const t = useT();
  usePageTitle(`${t('route.login')} | ${t('site.name')}`);
  return (
    <div className="page">
      <h1>{t('route.login')}</h1>
      <SignInPanel />
    </div>
  );
}
