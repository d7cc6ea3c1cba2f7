import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { MemberResponse } from '../../../../../contracts/member/responses';
import { MemberMessage } from '../../../../../contracts/member/messages';
import { Modal } from '../../../components/modal';
import { notify } from '../../../components/notify';
import { homePath, pagePath } from '../../../lib/routes';
import { safeReturnPath } from '../../../lib/safe-return-path';
import type { MemberModal } from '../../../stores/ui-store';
import { useStores } from '../../../stores/use-stores';
import { useAccountT } from '../account-texts';
import { useSignInT } from '../sign-in-texts';
import { useMemberStore } from '../use-member-store';
import { ChangePasswordForm } from './change-password-form';
import { GuestForm } from './guest-form';
import { OtpForm } from './otp-form';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { ForgotPasswordModal } from './password-renewal';
import { RegisterForm } from './register-form';
import { SignInForm, SignInTabs, type SignInSide } from './sign-in-form';
import '../sign-in.css';

/**
 * The member modals of spec §2 over whatever page the shopper is on, one at a time (S4.15): sign
 * in or up, guest, one-time password, member (the welcome of a new membership), forgot password
 * and change password. openMemberModal (member-store.ts) fetches this code when a modal is
 * first opened and hands it to the shell, which draws it over the page. A sign-in keeps the
 * shopper where they were; a new membership goes on to its code, then to the
 * welcome; a guest goes to the opener's returnurl, else home (S4.06).
 */
export const MemberModals = observer(function MemberModals() {
  const { ui } = useStores();
  const member = useMemberStore();
  const t = useSignInT();
  const accountT = useAccountT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [side, setSide] = useState<SignInSide>('login');
  // A member modal belongs to the page it was opened on: a new page closes it.
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedOn.current) ui.openMemberModal(null);
    openedOn.current = pathname;
  }, [pathname, ui]);
  // Read now: a guest logon closes the modals (and forgets this) before the form's onDone runs.
  // Only a path of this shop (safe-return-path.ts), whoever opened the modal.
  const returnUrl = safeReturnPath(ui.memberModalReturnUrl);
  const open = (modal: MemberModal) => ui.openMemberModal(modal, returnUrl);
  const close = () => ui.openMemberModal(null);
  const afterMember = (response: MemberResponse, isNew: boolean) => {
    if (response.pendingActivation) open('otp');
    else if (isNew) open('member');
  };

  switch (ui.memberModal) {
    case 'signIn':
      return (
        <Modal title={t('signInHeading')} open onClose={close}>
          <SignInTabs side={side} onChoose={setSide} idPrefix="member-modal">
            {side === 'login'
              ? <><SignInForm onSignedIn={(response) => afterMember(response, false)} onForgotPassword={() => open('forgotPassword')} /><PasskeySignInButton onSignedIn={(response) => afterMember(response, false)} /></>
              : <RegisterForm onRegistered={(response) => afterMember(response, true)} />}
          </SignInTabs>
          <p className="sign-in__switch">
            <button type="button" className="link-button" onClick={() => open('guest')}>{t('guestOpen')}</button>
          </p>
        </Modal>
      );
    case 'guest':
      return (
        <Modal title={t('guestTitle')} open onClose={close}>
          <p>{t('guestIntro')}</p>
          <GuestForm onDone={() => { close(); void navigate(returnUrl ?? homePath(ui.culture)); }} />
        </Modal>
      );
    case 'otp':
      return (
        <Modal title={t('otpHeading')} open onClose={close}>
          {/* A new form for each step: with e-mail and SMS activation, the SMS code is asked for after the e-mail's. */}
          <OtpForm key={member.pendingActivation ?? 'done'} onVerified={(proven) => {
            if (member.pendingActivation === 'sms') {
              void notify('success', t('otpSmsNext'));
              return;
            }
            void notify('success', proven === 'sms' ? t('otpPhoneVerified') : MemberMessage.activated);
            open('member');
          }} />
        </Modal>
      );
    case 'member':
      return (
        <Modal title={t('welcomeTitle', { name: member.member?.name ?? '' })} open onClose={close}>
          <p>{t('welcomeText')}</p>
          <div className="sign-in__actions">
            <Link to={pagePath('accountInfo', ui.culture)} className="button" onClick={close}>{t('welcomeAccount')}</Link>
            <button type="button" className="button button--secondary" onClick={close}>{t('welcomeContinue')}</button>
          </div>
        </Modal>
      );
    case 'forgotPassword':
      return <ForgotPasswordModal open onClose={close} />;
    case 'changePassword':
      return (
        <Modal title={accountT('changePassword')} open onClose={close}>
          <ChangePasswordForm onChanged={close} />
        </Modal>
      );
    default:
      return null;
  }
});
