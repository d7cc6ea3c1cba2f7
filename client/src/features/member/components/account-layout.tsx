import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { notify } from '../../../components/notify';
import { homePath, pagePath, PAGE_ROUTES } from '../../../lib/routes';
import { useMemberStore } from '../use-member-store';
import { useStores, useT } from '../../../stores/use-stores';
import { accountAccess, signInPath } from '../account-access';
import { useAccountT } from '../account-texts';
import { LeaveAccountContext } from './leave-account';
import '../account.css';

/** The account pages in the side navigation, in order (spec §2 account routes, S2 header dropdown). */
export const ACCOUNT_NAV_KEYS = [
  'accountInfo', 'orders', 'returns', 'addresses', 'favorites', 'communicationPreferences', 'stockAlarms', 'priceAlarms',
  'messages', 'changePassword', 'club', 'coupons', 'collection',
] as const;

const NAV_ITEMS = ACCOUNT_NAV_KEYS.map((key) => PAGE_ROUTES.find((route) => route.key === key)!);

/**
 * Every account page: the side navigation, the page's heading and content, and the guard. While
 * the member is being read a loading note shows; a visitor or a guest is sent to sign in, with
 * the way back to this page.
 */
export const AccountLayout = observer(function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const { ui } = useStores();
  const member = useMemberStore();
  const t = useAccountT();
  const tRoute = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const access = accountAccess(member);
  const culture = ui.culture;
  // Signing out makes the shopper a visitor: the guard must not send them to sign in on the way home.
  const leaving = useRef(false);

  useEffect(() => {
    if (leaving.current || (access !== 'visitor' && access !== 'guest')) return;
    if (access === 'guest') void notify('info', t('guestNotice'));
    void navigate(signInPath(culture, pathname + search), { replace: true });
  }, [access, culture, navigate, pathname, search, t]);

  const leave = useCallback(async () => {
    leaving.current = true;
    if (!(await member.logout())) void notify('error', t('logoutFailed'));
    void navigate(homePath(culture));
  }, [member, navigate, culture, t]);

  if (access !== 'member') {
    return (
      <section className="page account">
        {access === 'checking' ? <p role="status" aria-busy="true">{t('loading')}</p> : null}
      </section>
    );
  }

  return (
    <LeaveAccountContext.Provider value={leave}>
      <div className="page account">
        <nav className="account-nav" aria-label={t('navLabel')}>
          <ul>
            {NAV_ITEMS.map((route) => (
              <li key={route.key}><NavLink to={pagePath(route.key, culture)} end>{tRoute(route.title)}</NavLink></li>
            ))}
            <li><button type="button" className="account-nav__logout" onClick={() => void leave()}>{t('logout')}</button></li>
          </ul>
        </nav>
        <section className="account__content" aria-labelledby="account-heading">
          <h1 id="account-heading">{title}</h1>
          {children}
        </section>
      </div>
    </LeaveAccountContext.Provider>
  );
});
