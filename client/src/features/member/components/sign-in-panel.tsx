import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { addressNow } from '../../../lib/address-now';
import { pagePath } from '../../../lib/routes';
import { useStores } from '../../../stores/use-stores';
import { useSignInT } from '../sign-in-texts';
import { openMemberModal } from '../member-store';
import { useMemberStore } from '../use-member-store';
import { useSignInFinish } from '../use-sign-in-finish';
import { GuestForm } from './guest-form';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { RenewPasswordForm } from './password-renewal';
import { RegisterForm } from './register-form';
import { SignInForm, SignInTabs, type SignInSide } from './sign-in-form';
import '../sign-in.css';

/**
 * The sign-in page's content (/login, spec §2): sign in or sign up side by side as tabs
 * (?action=login|register), the guest form for shoppers who would rather not join, and the
 * renewal of a forgotten password when the mail's link brings the shopper here. "Forgot my
 * password" opens its member modal (member-modals.tsx, drawn by the shell).
 */
export const SignInPanel = observer(function SignInPanel() {
  const member = useMemberStore();
  const { ui } = useStores();
  const t = useSignInT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const finish = useSignInFinish();
  const [renewed, setRenewed] = useState(false);
  const action = params.get('action');
  const token = params.get('token');
  const side: SignInSide = action === 'register' ? 'register' : 'login';
  const renewing = action === 'renew-password' && token && !renewed;

  // A member who is already signed in has nothing to do here: on to where they were going.
  useEffect(() => {
    if (member.isMember && member.member && !renewing && ui.memberModal === null) {
      void navigate(finish.returnUrl ?? pagePath('accountInfo', ui.culture), { replace: true });
    }
  }, [member.isMember, member.member, ui.memberModal, renewing, navigate, finish.returnUrl, ui.culture]);

  const choose = (next: SignInSide) => {
    const now = addressNow();
    const query = new URLSearchParams(now.search);
    query.set('action', next);
    query.delete('token');
    void navigate(`${now.pathname}?${query.toString()}`, { replace: true });
  };

  if (renewing) {
    return (
      <section className="sign-in sign-in--single">
        <h2>{t('renewTitle')}</h2>
        <RenewPasswordForm token={token} onRenewed={() => { setRenewed(true); choose('login'); }} />
      </section>
    );
  }

  return (
    <div className="sign-in">
      <section className="sign-in__member">
        {renewed ? <p className="inline-note" role="status">{t('renewDone')}</p> : null}
        <SignInTabs side={side} onChoose={choose} idPrefix="sign-in">
          {side === 'login'
            ? <><SignInForm onSignedIn={finish.afterMember} onForgotPassword={() => void openMemberModal(ui, 'forgotPassword')} /><PasskeySignInButton onSignedIn={finish.afterMember} /></>
            : <RegisterForm onRegistered={finish.afterMember} />}
        </SignInTabs>
      </section>
      <section className="sign-in__guest" aria-labelledby="guest-heading">
        <h2 id="guest-heading">{t('guestHeading')}</h2>
        <p>{t('guestIntro')}</p>
        <GuestForm onDone={finish.afterGuest} />
      </section>
    </div>
  );
});
