import { useFormik } from 'formik';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { bool, object, string } from 'yup';
import { MEMBER_LIMITS } from '../../../../../contracts/member/limits';
import { MemberMessage } from '../../../../../contracts/member/messages';
import { messageOf } from '../../../lib/api-client';
import { useSignInT, type SignInT } from '../sign-in-texts';
import { useMemberStore } from '../use-member-store';
import { controlProps, FieldError } from '../../../components/forms/form-field';
import { PrivacyConsentLabel, PrivacyTextDialog } from './privacy-text-dialog';
import { BusyButton } from '../../../components/busy-button';

// The widget (and its solver) comes when the shopper opens the form, not with the sign-in page.
const BotCheck = lazy(() => import('../../../components/bot-check').then((module) => ({ default: module.BotCheck })));

interface GuestValues {
  email: string;
  privacyAccepted: boolean;
}

function guestSchema(t: SignInT) {
  const field = t('email');
  return object({
    email: string().trim().required(t('required', { field })).email(t('invalid', { field })).max(MEMBER_LIMITS.emailMax, t('invalid', { field })),
    privacyAccepted: bool().oneOf([true], t('privacyRequired')),
  });
}

/**
 * The guest sign-up form (spec §4, §5): the e-mail field expands the form to show the privacy
 * checkbox, the bot check and the submit button; the close icon collapses it. Checked on every
 * event. A refusal shows in an alert the shopper can dismiss; success calls `onDone`.
 */
export function GuestForm({ onDone }: { onDone: () => void }) {
  const member = useMemberStore();
  const t = useSignInT();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const [solution, setSolution] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => guestSchema(t), [t]);
  const formik = useFormik<GuestValues>({
    initialValues: { email: '', privacyAccepted: false },
    validationSchema: schema,
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: async ({ email }) => {
      setFailure(null);
      if (!solution) {
        setFailure(t('botCheckRequired'));
        return;
      }
      try {
        await member.logonAsGuest(email.trim(), solution);
        onDone();
      } catch (error) {
        // A solution is good once: the widget starts over for the next try.
        setSolution(null);
        setExpanded(false);
        setFailure(messageOf(error, MemberMessage.anError));
      }
    },
  });
  const errorOf = (name: keyof GuestValues) => (formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined);
  const emailId = `${id}-email`;
  const privacyId = `${id}-privacy`;

  return (
    <form className={`guest-form${expanded ? ' guest-form--expanded' : ''}`} noValidate onSubmit={formik.handleSubmit} data-testid="guest-form">
      {failure ? (
        <div className="alert alert--error" role="alert">
          <span>{failure}</span>
          <button type="button" className="icon-button alert__close" aria-label={t('dismiss')} onClick={() => setFailure(null)}>×</button>
        </div>
      ) : null}
      <div className="account-field">
        <label htmlFor={emailId}>{t('email')}</label>
        <div className="guest-form__email">
          <input
            {...controlProps(emailId, errorOf('email'))} {...formik.getFieldProps('email')} type="email" autoComplete="email"
            // S5.02: checked on every event, typing included, not only once the field is left.
            onChange={(event) => { formik.handleChange(event); void formik.setFieldTouched('email', true, false); }}
            inputMode="email" maxLength={MEMBER_LIMITS.emailMax} aria-required onClick={() => setExpanded(true)} onFocus={() => setExpanded(true)}
          />
          {expanded ? <button type="button" className="icon-button" aria-label={t('guestCollapse')} onClick={() => setExpanded(false)}>×</button> : null}
        </div>
        <FieldError id={emailId} error={errorOf('email')} />
      </div>
      {expanded ? (
        <>
          <div className="account-field">
            <label className="account-choice" htmlFor={privacyId}>
              <input {...controlProps(privacyId, errorOf('privacyAccepted'))} type="checkbox" checked={formik.values.privacyAccepted} onChange={(event) => void formik.setFieldValue('privacyAccepted', event.target.checked)} onBlur={() => void formik.setFieldTouched('privacyAccepted')} />
              <PrivacyConsentLabel onOpen={() => setPrivacyOpen(true)} />
            </label>
            <FieldError id={privacyId} error={errorOf('privacyAccepted')} />
          </div>
          <Suspense fallback={<div className="bot-check" />}><BotCheck onSolved={setSolution} /></Suspense>
          <BusyButton type="submit" className="button" busy={formik.isSubmitting}>{t('guestSubmit')}</BusyButton>
        </>
      ) : null}
      <PrivacyTextDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </form>
  );
}
