import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountAccess, otpPath, signInPath } from '../../../features/member/account-access';
import { useMemberStore } from '../../../features/member/use-member-store';
import { useStores } from '../../../stores/use-stores';

/**
 * Spec §4 cart pages: a visitor (no member, not a guest) goes to /login with returnurl set to this
 * page; with `activation`, a member still needing e-mail or SMS activation goes to /otp. Answers
 * true once the page may be shown (until then it shows a loading note).
 */
export function useCheckoutGuard({ activation }: { activation: boolean }): boolean {
  const member = useMemberStore();
  const { ui } = useStores();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const access = accountAccess(member);
  const needsActivation = activation && member.pendingActivation !== null;
  useEffect(() => {
    const here = `${pathname}${search}`;
    if (access === 'visitor') void navigate(signInPath(ui.culture, here), { replace: true });
    else if (needsActivation) void navigate(otpPath(ui.culture, here), { replace: true });
  }, [access, needsActivation, navigate, pathname, search, ui.culture]);
  return (access === 'member' || access === 'guest') && !needsActivation;
}
