import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MemberMessage } from '../../../../../contracts/member/messages';
import { notify } from '../../../components/notify';
import { homePath } from '../../../lib/routes';
import { useStores } from '../../../stores/use-stores';
import { accountAccess, signInPath } from '../account-access';
import { useSignInT } from '../sign-in-texts';
import { useMemberStore } from '../use-member-store';
import { useSignInFinish } from '../use-sign-in-finish';
import { OtpForm } from './otp-form';
import '../sign-in.css';

/** The /otp page's content (spec §2, §4): only a signed-in member with a pending activation has a code to type. */
export const OtpPanel = observer(function OtpPanel() {
  const member = useMemberStore();
  const { ui } = useStores();
  const t = useSignInT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const finish = useSignInFinish();
  const access = accountAccess(member);
  const culture = ui.culture;
  const onward = finish.returnUrl ?? homePath(culture);

  useEffect(() => {
    if (access === 'visitor') void navigate(signInPath(culture, pathname + search), { replace: true });
  }, [access, culture, navigate, pathname, search]);

  if (access !== 'member') return access === 'checking' ? <p role="status" aria-busy="true">{t('loading')}</p> : null;
  if (!member.pendingActivation) {
    return (
      <section className="sign-in sign-in--single">
        <p>{t('otpNotNeeded')}</p>
        <Link to={onward} className="button">{t('continue')}</Link>
      </section>
    );
  }
  return (
    <section className="sign-in sign-in--single">
      {/* A new form for each step: with e-mail and SMS activation, the SMS code is asked for after the e-mail's. */}
      <OtpForm key={member.pendingActivation} onVerified={(proven) => {
        if (member.pendingActivation === 'sms') {
          void notify('success', t('otpSmsNext'));
          return;
        }
        void notify('success', proven === 'sms' ? t('otpPhoneVerified') : MemberMessage.activated);
        void navigate(onward, { replace: true });
      }} />
    </section>
  );
});
