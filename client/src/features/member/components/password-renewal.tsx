import { useMemo, useState } from 'react';
import { object, ref, string } from 'yup';
import { MEMBER_LIMITS } from '../../../../../contracts/member/limits';
import { MemberMessage } from '../../../../../contracts/member/messages';
import { Modal } from '../../../components/modal';
import { messageOf } from '../../../lib/api-client';
import { useSignInT } from '../sign-in-texts';
import { useMemberStore } from '../use-member-store';
import { controlProps, Field } from '../../../components/forms/form-field';
import { emailRule } from './sign-in-form';
import { useAccountForm } from '../../../components/forms/use-account-form';
import { BusyButton } from '../../../components/busy-button';

/**
 * The forgot-password member modal: the answer is the same whether or not the e-mail has a
 * membership (the server says so in one sentence), so nobody learns who is a member.
 */
export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const member = useMemberStore();
  const t = useSignInT();
  const [outcome, setOutcome] = useState<{ kind: 'sent' | 'failed'; text: string } | null>(null);
  const schema = useMemo(() => object({ email: emailRule(t) }), [t]);
  const { formik, onSubmit, errorOf } = useAccountForm<{ email: string }>({
    initialValues: { email: '' },
    validationSchema: schema,
    onSubmit: async ({ email }) => {
      setOutcome(null);
      try {
        await member.forgotPassword(email.trim());
        setOutcome({ kind: 'sent', text: MemberMessage.renewalSent });
      } catch (error) {
        setOutcome({ kind: 'failed', text: messageOf(error, MemberMessage.anError) });
      }
    },
  });

  return (
    <Modal title={t('forgotTitle')} open={open} onClose={onClose}>
      <form className="account-form" noValidate onSubmit={onSubmit} data-testid="forgot-password-form">
        <p>{t('forgotIntro')}</p>
        <Field id="forgot-email" label={t('email')} error={errorOf('email')}>
          <input {...controlProps('forgot-email', errorOf('email'))} {...formik.getFieldProps('email')} type="email" autoComplete="email" maxLength={MEMBER_LIMITS.emailMax} aria-required />
        </Field>
        {outcome ? <p role={outcome.kind === 'sent' ? 'status' : 'alert'} className={outcome.kind === 'sent' ? 'inline-note' : 'inline-error'}>{outcome.text}</p> : null}
        <BusyButton type="submit" className="button" busy={formik.isSubmitting}>{t('forgotSend')}</BusyButton>
      </form>
    </Modal>
  );
}

interface RenewValues {
  newPassword: string;
  repeatPassword: string;
}

/** The page the renewal mail's link opens (/login?action=renew-password&token=…): a new password, twice. */
export function RenewPasswordForm({ token, onRenewed }: { token: string; onRenewed: () => void }) {
  const member = useMemberStore();
  const t = useSignInT();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => {
    const field = t('newPassword');
    return object({
      newPassword: string().required(t('required', { field }))
        .min(MEMBER_LIMITS.passwordMin, t('tooShort', { field, min: MEMBER_LIMITS.passwordMin }))
        .max(MEMBER_LIMITS.passwordMax, t('tooLong', { field, max: MEMBER_LIMITS.passwordMax })),
      repeatPassword: string().required(t('required', { field: t('repeatPassword') })).oneOf([ref('newPassword')], t('passwordsDiffer')),
    });
  }, [t]);
  const { formik, onSubmit, errorOf } = useAccountForm<RenewValues>({
    initialValues: { newPassword: '', repeatPassword: '' },
    validationSchema: schema,
    onSubmit: async ({ newPassword }) => {
      setFailure(null);
      try {
        await member.renewPassword(token, newPassword);
        onRenewed();
      } catch (error) {
        setFailure(messageOf(error, MemberMessage.renewalInvalid));
      }
    },
  });
  const hint = t('passwordRule', { min: MEMBER_LIMITS.passwordMin });

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} data-testid="renew-password-form">
      <Field id="renew-new" label={t('newPassword')} error={errorOf('newPassword')} hint={hint}>
        <input {...controlProps('renew-new', errorOf('newPassword'), hint)} {...formik.getFieldProps('newPassword')} type="password" autoComplete="new-password" maxLength={MEMBER_LIMITS.passwordMax} aria-required />
      </Field>
      <Field id="renew-repeat" label={t('repeatPassword')} error={errorOf('repeatPassword')}>
        <input {...controlProps('renew-repeat', errorOf('repeatPassword'))} {...formik.getFieldProps('repeatPassword')} type="password" autoComplete="new-password" maxLength={MEMBER_LIMITS.passwordMax} aria-required />
      </Field>
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
      <BusyButton type="submit" className="button" busy={formik.isSubmitting}>{t('renewSave')}</BusyButton>
    </form>
  );
}
