import type { Sms, SmsCarrier } from './sms-carrier.js';

/**
 * An SMS provider reached over HTTP (SMS_URL): each text is one POST of JSON `{ to, text }`, and
 * any 2xx means the provider took it. A call that fails, answers otherwise or takes longer than
 * the timeout throws and is never resent: the provider may have sent it before the answer was
 * lost, and a member should not get a code twice.
 */
export class HttpSmsCarrier implements SmsCarrier {
  constructor(private readonly url: string, private readonly timeoutMs: number) {}

  async send(sms: Sms): Promise<void> {
    const answer = await fetch(this.url, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ to: sms.to, text: sms.text }), signal: AbortSignal.timeout(this.timeoutMs),
    });
    // Read to the end, so the connection is free for the next text.
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`SMS provider answered ${answer.status}`);
  }
}
