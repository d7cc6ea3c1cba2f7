import 'altcha';
import { useEffect, useRef } from 'react';
import { useStores } from '../stores/use-stores';
import { useBotCheckT } from './bot-check-texts';

interface AltchaStateDetail {
  state: 'unverified' | 'verifying' | 'verified' | 'expired' | 'error';
  payload?: string;
}

/**
 * The bot check (ALTCHA: proof of work solved in the browser against a challenge our server
 * signed; no third party is called), shared by the forms that ask for it (the guest form; the
 * payment form after declined cards). `onSolved` gets the solution to send in the CaptchaToken
 * header, or null while there is none (not solved yet, expired, failed). Each solution is taken
 * once: a form that needs another mounts the widget again (a new `key`) for a new challenge.
 */
export function BotCheck({ onSolved }: { onSolved: (solution: string | null) => void }) {
  const widget = useRef<HTMLElement>(null);
  const t = useBotCheckT();
  const { ui } = useStores();
  const solved = useRef(onSolved);
  useEffect(() => { solved.current = onSolved; });

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const changed = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateDetail>).detail;
      solved.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', changed);
    return () => element.removeEventListener('statechange', changed);
  }, []);

  const strings = JSON.stringify({
    label: t('label'), verifying: t('verifying'), verified: t('verified'), error: t('error'), expired: t('expired'), verificationRequired: t('required'), waitAlert: t('verifying'),
  });
  return (
    <div className="bot-check" data-testid="bot-check">
      <altcha-widget ref={widget} challengeurl="/api/altcha-challenge" auto="onload" hidelogo hidefooter language={ui.culture} strings={strings} />
    </div>
  );
}
