import { startLocalHttpServer, type LocalHttpServer } from '../support/local-http-server.js';
import { until } from '../support/until.js';

/** The code in the engine's texts and mails, in either language. */
export const CODE_IN_TEXT = /(?:verification code|kodunuz): (\d{6})/;

/** Another six digits than `code` (a wrong try). */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A test SMS carrier (SMS_URL points at it): takes every text with 200, as a provider would. */
export const startSmsCarrier = (): Promise<LocalHttpServer> =>
  startLocalHttpServer((_request, response) => { response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"sms"}'); });

/** The texts the carrier took for `to` (+905xxxxxxxxx), in order. */
export const textsTo = (carrier: LocalHttpServer, to: string) => carrier.received.filter((sent) => (JSON.parse(sent.body) as { to: string }).to === to);

/** The code in the first text to the member's phone (5xxxxxxxxx) after the first `from` ones, once the carrier has it. */
export async function textedCode(carrier: LocalHttpServer, phone: string, from = 0): Promise<string> {
  let code = '';
  await until(async () => {
    const text = textsTo(carrier, `+90${phone}`).slice(from)[0];
    code = text ? (CODE_IN_TEXT.exec((JSON.parse(text.body) as { text: string }).text)?.[1] ?? '') : '';
    return code !== '';
  }, Date.now() + 10_000, () => `no SMS code to +90${phone}`);
  return code;
}

let phoneSequence = 0;
/** A mobile number (5xxxxxxxxx) no other test of the run uses. */
export const newMobile = () => `53${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSequence += 1).padStart(2, '0')}`;
