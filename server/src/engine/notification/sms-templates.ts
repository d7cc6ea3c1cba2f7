import type { Culture } from '../../../../contracts/enums.js';
import { internationalMobile, type Sms } from './sms-carrier.js';

/** The engine's texts, in the member's language; short, as one SMS is 160 characters (70 with Turkish letters). */
export const SmsTemplates = {
  /** `mobilePhone` as members' records keep it (5xxxxxxxxx). */
  otp(mobilePhone: string, culture: Culture, code: string, minutes: number): Sms {
    return {
      to: internationalMobile(mobilePhone),
      text: culture === 'tr' ? `Vitrin doğrulama kodunuz: ${code} (${minutes} dk geçerli)` : `Your Vitrin verification code: ${code} (valid ${minutes} min)`,
    };
  },
};
