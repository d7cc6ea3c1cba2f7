import 'altcha';
import { useEffect, useRef } from 'react';
import { useStores } from '../../../stores/use-stores';
import { useSignInT } from '../sign-in-texts';

interface AltchaStateDetail {
  state: 'unverified' | 'verifying' | 'verified' | 'expired' | 'error';
  payload?: string;
}

/**
 * The bot check (ALTCHA: proof of work solved in the browser against a challenge our server
 * signed; no third party is called). `onSolved` gets the solution to send in the CaptchaToken
 * header, or null while there is none (not solved yet, expired, failed).
 */
export function BotCheck({ onSolved }: { onSolved: (solution: string | null) => void }) {
  const widget = useRef<HTMLElement>(null);
  const t = useSignInT();
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
    label: t('botCheckLabel'), verifying: t('botCheckVerifying'), verified: t('botCheckVerified'),
    error: t('botCheckError'), expired: t('botCheckExpired'), verificationRequired: t('botCheckRequired'), waitAlert: t('botCheckVerifying'),
  });
  return (
    <div className="bot-check" data-testid="bot-check">
      <altcha-widget ref={widget} challengeurl="/api/altcha-challenge" auto="onload" hidelogo hidefooter language={ui.culture} strings={strings} />
    </div>
  );
}
