import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { AltchaChallenge } from '../../../../contracts/member/responses.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import { AppError } from '../errors.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SpentSolutions } from './spent-solutions.js';

const LIFETIME_MS = 5 * 60_000;

/**
 * The bot check (ALTCHA, self-hosted proof of work) of the guest form and the newsletter: the
 * widget in the browser solves a challenge signed here (ALTCHA_MAX_NUMBER sets how hard); a
 * solution is accepted once, before its challenge expires, whichever form or instance it is
 * sent to. No third party is called.
 */
@Injectable()
export class BotCheckService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, private readonly spent: SpentSolutions) {}

  async challenge(): Promise<AltchaChallenge> {
    const challenge = await createChallenge({ hmacKey: this.config.altchaHmacKey, maxNumber: this.config.altchaMaxNumber, expires: new Date(Date.now() + LIFETIME_MS) });
    return { algorithm: challenge.algorithm, challenge: challenge.challenge, maxnumber: challenge.maxnumber, salt: challenge.salt, signature: challenge.signature };
  }

  /**
   * Refuses a missing, forged, expired or replayed solution with a 400 the form shows. Checked
   * first, then spent in one atomic step (SpentSolutions): a solution sent many times at once is
   * taken once (issue 27: a check before the wait and a mark after it let parallel copies through).
   */
  async verify(solution: string | undefined): Promise<void> {
    if (!solution) throw new AppError(MemberMessage.captchaMissing, HttpStatus.BAD_REQUEST, 'CAPTCHA_MISSING');
    let signature: unknown;
    try {
      signature = (JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as { signature?: unknown }).signature;
    } catch { /* not a solution at all */ }
    const valid = typeof signature === 'string' && solution.length < 4096 && await verifySolution(solution, this.config.altchaHmacKey, true).catch(() => false);
    if (!valid) throw new AppError(MemberMessage.captchaInvalid, HttpStatus.BAD_REQUEST, 'CAPTCHA_INVALID');
    const expires = Number(extractParams(solution).expires);
    const expiresAtMs = Number.isFinite(expires) && expires > 0 ? expires * 1000 : Date.now() + LIFETIME_MS;
    if (!(await this.spent.spend(signature as string, expiresAtMs))) throw new AppError(MemberMessage.captchaInvalid, HttpStatus.BAD_REQUEST, 'CAPTCHA_INVALID');
  }
}
