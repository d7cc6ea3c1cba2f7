import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { NewsletterLinkAction } from '../../../../../contracts/newsletter/payloads';
import { messageOf } from '../../../lib/api-client';
import { useStores } from '../../../stores/use-stores';
import { newsletterApi } from '../api';
import { useNewsletterT } from '../newsletter-texts';
import '../newsletter.css';

/** The action a link asks for, if it is one this page does. */
export function linkActionOf(value: string | null): NewsletterLinkAction | undefined {
  return value === 'confirm' || value === 'unsubscribe' ? value : undefined;
}

interface Outcome {
  ok: boolean;
  message: string;
}

/**
 * What a newsletter mail's link does (/bulten?action=confirm|unsubscribe&token=…): the page
 * posts the token once when it opens (opening a link alone changes nothing on the server, so
 * mail scanners cannot confirm or unsubscribe anyone) and shows how it went.
 */
export const NewsletterLinkOutcome = observer(function NewsletterLinkOutcome({ action, token }: { action?: NewsletterLinkAction; token?: string }) {
  const { api } = useStores();
  const nt = useNewsletterT();
  const client = useMemo(() => newsletterApi(api), [api]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The link sent last: React's development double run of effects must not post it twice.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!action || !token) return;
    const link = `${action}:${token}`;
    if (sent.current === link) return;
    sent.current = link;
    setOutcome(null);
    client.followLink(action, token).then(
      () => setOutcome({ ok: true, message: nt(action === 'confirm' ? 'confirmed' : 'unsubscribed') }),
      (error: unknown) => setOutcome({ ok: false, message: `${nt(action === 'confirm' ? 'confirmFailed' : 'unsubscribeFailed')} ${messageOf(error, '')}`.trim() }),
    );
  }, [action, token, client, nt]);

  if (!action || !token) return <p className="page-intro" data-testid="newsletter-outcome">{nt('noLink')}</p>;
  if (!outcome) return <p className="page-intro" role="status" data-testid="newsletter-outcome">{nt(action === 'confirm' ? 'confirming' : 'unsubscribing')}</p>;
  return (
    <p className={outcome.ok ? 'newsletter-page__outcome' : 'newsletter-page__outcome newsletter-page__outcome--failed'} role={outcome.ok ? 'status' : 'alert'} data-testid="newsletter-outcome">
      {outcome.message}
    </p>
  );
});
