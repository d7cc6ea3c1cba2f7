import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { object, string } from 'yup';
import type { PendingActivation } from '../../../../../contracts/member/entities';
import { MEMBER_LIMITS } from '../../../../../contracts/member/limits';
import { MemberMessage } from '../../../../../contracts/member/messages';
import { notify } from '../../../components/notify';
import { messageOf } from '../../../lib/api-client';
import { useSignInT } from '../sign-in-texts';
import { useMemberStore } from '../use-member-store';
import { controlProps, Field } from '../../../components/forms/form-field';
import { useAccountForm } from '../../../components/forms/use-account-form';
import { BusyButton } from '../../../components/busy-button';

const CODE = new RegExp(`^\\d{${MEMBER_LIMITS.otpDigits}}$`);

/** The activation code (/otp, spec §4): the code from the mail or SMS, and a new one on request. */
export const OtpForm = observer(function OtpForm({ onVerified }: { onVerified: (proven: PendingActivation | null) => void }) {
  const member = useMemberStore();
  const t = useSignInT();
  const [failure, setFailure] = useState<string | null>(null);
  const digits = MEMBER_LIMITS.otpDigits;
  const schema = useMemo(() => object({
    code: string().trim().required(t('required', { field: t('otpCode') })).matches(CODE, t('otpCodeInvalid', { digits })),
  }), [t, digits]);
  const { formik, onSubmit, errorOf } = useAccountForm<{ code: string }>({
    initialValues: { code: '' },
    validationSchema: schema,
    onSubmit: async ({ code }) => {
      setFailure(null);
      try {
        const proven = member.pendingActivation;
        await member.verifyOtp(code.trim());
        onVerified(proven);
      } catch (error) {
        setFailure(messageOf(error, MemberMessage.anError));
      }
    },
  });
  const resend = async () => {
    setFailure(null);
    try {
      await member.resendOtp();
      void notify('success', t('otpResent'));
    } catch (error) {
      setFailure(messageOf(error, MemberMessage.anError));
    }
  };
  const intro = member.pendingActivation === 'sms'
    ? t('otpIntroSms', { digits, phone: member.activationPhone ?? '' })
    : t('otpIntroEmail', { digits, email: member.member?.email ?? '' });

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} data-testid="otp-form">
      <p>{intro}</p>
      <Field id="otp-code" label={t('otpCode')} error={errorOf('code')}>
        <input {...controlProps('otp-code', errorOf('code'))} {...formik.getFieldProps('code')} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={digits} pattern="[0-9]*" aria-required />
      </Field>
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
      <div className="account-form__actions">
        <BusyButton type="submit" className="button" busy={formik.isSubmitting}>{formik.isSubmitting ? t('otpVerifying') : t('otpVerify')}</BusyButton>
        <button type="button" className="button button--secondary" onClick={() => void resend()}>{t('otpResend')}</button>
      </div>
    </form>
  );
});
