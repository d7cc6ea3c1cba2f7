// Registers <altcha-widget> (the bot check). Imported here only, so it comes in this lazy chunk
// with the form, never in the first download.
import 'altcha';
import { useFormik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import * as yup from 'yup';
import { MEMBER_LIMITS } from '../../../../../contracts/member/limits';
import { NEWSLETTER_CONSENT_TEXTS } from '../../../../../contracts/newsletter/consent';
import { CORPORATE_PAGE_SLUGS } from '../../../../../contracts/site/corporate-pages';
import { messageOf } from '../../../lib/api-client';
import { pagePath } from '../../../lib/routes';
import { useStores, useT } from '../../../stores/use-stores';
import { newsletterApi } from '../api';
import { useNewsletterT } from '../newsletter-texts';
import '../newsletter.css';
import { BusyButton } from '../../../components/busy-button';

/** The widget element as this form uses it (the methods are absent until the widget has loaded). */
type BotCheckElement = HTMLElement & Partial<Pick<AltchaWidgetMethods, 'getState' | 'verify' | 'reset'>>;

/** Waits for the widget's check to end: one already under way (started when the shopper entered the form), else a new one. */
async function finishCheck(element: BotCheckElement): Promise<void> {
  if (element.getState?.() !== 'verifying') {
    await element.verify?.();
    return;
  }
  await new Promise<void>((resolve) => {
    const onStateChange = (event: Event) => {
      if ((event as AltchaStateChangeEvent).detail.state === 'verifying') return;
      element.removeEventListener('statechange', onStateChange);
      resolve();
    };
    element.addEventListener('statechange', onStateChange);
  });
}

interface NewsletterValues {
  email: string;
  consentAccepted: boolean;
}

/** What the last send came to: shown under the form until the shopper sends again. */
interface Outcome {
  ok: boolean;
  message: string;
}

/**
 * Footer newsletter sign-up (S1.05, issue 14 item 7): e-mail, the KVKK consent checkbox
 * (unchecked, required) and the ALTCHA bot check, whose proof of work starts when the shopper
 * enters the form. Validation runs on submit and again on change (S5.08); messages name the field
 * (S5.02, S5.05). A confirmation link goes by e-mail (double opt-in).
 */
const NewsletterForm = observer(function NewsletterForm() {
  const { api, ui } = useStores();
  const t = useT();
  const nt = useNewsletterT();
  const id = useId();
  const widget = useRef<BotCheckElement>(null);
  // A ref, not state: the widget may report its solution just before the form reads it.
  const captcha = useRef<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const client = useMemo(() => newsletterApi(api), [api]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return undefined;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as AltchaStateChangeEvent).detail;
      captcha.current = state === 'verified' && payload ? payload : undefined;
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, []);

  const field = t('field.email');
  const schema = useMemo(() => yup.object({
    email: yup.string().trim().required(t('validation.required', { field })).email(t('validation.invalid', { field })).max(MEMBER_LIMITS.emailMax, t('validation.tooLong', { field, max: MEMBER_LIMITS.emailMax })),
    consentAccepted: yup.boolean().oneOf([true], nt('consentRequired')),
  }), [t, nt, field]);

  /** The bot check's solution: the one already found, else the widget's check, finished now. */
  const solution = async (): Promise<string | undefined> => {
    if (!captcha.current && widget.current) await finishCheck(widget.current).catch(() => undefined);
    return captcha.current;
  };

  const form = useFormik<NewsletterValues>({
    initialValues: { email: '', consentAccepted: false },
    validateOnBlur: false,
    validateOnChange: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      const token = await solution();
      if (!token) {
        setOutcome({ ok: false, message: nt('botCheckRequired') });
        return;
      }
      try {
        await client.subscribe({ email: values.email.trim(), consentAccepted: true }, token);
        setOutcome({ ok: true, message: nt('checkInbox') });
        helpers.resetForm();
      } catch (error) {
        setOutcome({ ok: false, message: messageOf(error, nt('failed')) });
      } finally {
        // A solution is accepted once: the next send solves a new challenge.
        captcha.current = undefined;
        widget.current?.reset?.();
      }
    },
  });

  const tried = form.submitCount > 0;
  const emailError = tried ? form.errors.email : undefined;
  const consentError = tried ? form.errors.consentAccepted : undefined;
  const consent = NEWSLETTER_CONSENT_TEXTS[ui.culture];
  const botCheckStrings = useMemo(() => JSON.stringify({
    label: nt('botCheckLabel'), verifying: nt('botCheckVerifying'), verified: nt('botCheckVerified'), error: nt('botCheckError'),
    expired: nt('botCheckExpired'), waitAlert: nt('botCheckWait'), verificationRequired: nt('botCheckRequired'),
  }), [nt]);

  return (
    <form className="newsletter" noValidate onSubmit={form.handleSubmit} data-testid="newsletter-form">
      <label htmlFor={id}>{t('footer.newsletterTitle')}</label>
      <div className="newsletter__row">
        <input id={id} name="email" type="email" autoComplete="email" placeholder={t('footer.newsletterEmail')} maxLength={MEMBER_LIMITS.emailMax}
          className={emailError ? 'input input--invalid' : 'input'} aria-invalid={Boolean(emailError)} aria-describedby={emailError ? `${id}-error` : undefined}
          value={form.values.email} onChange={form.handleChange} />
        <BusyButton type="submit" className="button" busy={form.isSubmitting}>{form.isSubmitting ? nt('submitting') : t('footer.newsletterSubmit')}</BusyButton>
      </div>
      {emailError ? <p id={`${id}-error`} className="field-error" role="alert">{emailError}</p> : null}
      <div className="newsletter__consent">
        <input id={`${id}-consent`} name="consentAccepted" type="checkbox" checked={form.values.consentAccepted} onChange={form.handleChange}
          aria-invalid={Boolean(consentError)} aria-describedby={consentError ? `${id}-consent-error` : undefined} />
        <label htmlFor={`${id}-consent`}>
          {consent.before}
          <Link to={pagePath('corporatePage', ui.culture, { slug: CORPORATE_PAGE_SLUGS.kvkk[ui.culture] })} target="_blank" rel="noopener">{consent.link}</Link>
          {consent.after}
        </label>
      </div>
      {consentError ? <p id={`${id}-consent-error`} className="field-error" role="alert">{consentError}</p> : null}
      <altcha-widget ref={widget} challengeurl="/api/altcha-challenge" auto="onfocus" hidelogo hidefooter strings={botCheckStrings} />
      {outcome ? (
        <p className={outcome.ok ? 'newsletter__outcome' : 'newsletter__outcome newsletter__outcome--failed'} role={outcome.ok ? 'status' : 'alert'} data-testid="newsletter-outcome">
          {outcome.message}
        </p>
      ) : null}
    </form>
  );
});

export default NewsletterForm;
