import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { AltchaChallenge } from '../../../../contracts/member/responses.js';
import { MemberMessage } from '../../../../contracts/member/messages.js';
import { AppError } from '../errors.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

// A phone solves this many SHA-256 tries well under a second; a bot pays it on every post.
const MAX_NUMBER = 50_000;
const LIFETIME_MS = 5 * 60_000;

/**
 * The bot check (ALTCHA, self-hosted proof of work) of the guest form and the newsletter: the
 * widget in the browser solves a challenge signed here; a solution is accepted once, before its
 * challenge expires, whichever form sends it. No third party is called.
 */
@Injectable()
export class BotCheckService {
  /** Signatures already accepted, until their challenge expires (a solution is not a pass to reuse). */
  private readonly used = new Map<string, number>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async challenge(): Promise<AltchaChallenge> {
    const challenge = await createChallenge({ hmacKey: this.config.altchaHmacKey, maxNumber: MAX_NUMBER, expires: new Date(Date.now() + LIFETIME_MS) });
    return { algorithm: challenge.algorithm, challenge: challenge.challenge, maxnumber: challenge.maxnumber, salt: challenge.salt, signature: challenge.signature };
  }

  /** Refuses a missing, forged, expired or replayed solution with a 400 the form shows. */
  async verify(solution: string | undefined): Promise<void> {
    if (!solution) throw new AppError(MemberMessage.captchaMissing, HttpStatus.BAD_REQUEST, 'CAPTCHA_MISSING');
    const now = Date.now();
    for (const [signature, expires] of this.used) if (expires <= now) this.used.delete(signature);
    let signature: string | undefined;
    try {
      signature = (JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as { signature?: unknown }).signature as string | undefined;
    } catch { /* not a solution at all */ }
    const valid = typeof signature === 'string' && solution.length < 4096 && !this.used.has(signature) && await verifySolution(solution, this.config.altchaHmacKey, true).catch(() => false);
    if (!valid || !signature) throw new AppError(MemberMessage.captchaInvalid, HttpStatus.BAD_REQUEST, 'CAPTCHA_INVALID');
    const expires = Number(extractParams(solution).expires);
    this.used.set(signature, Number.isFinite(expires) && expires > 0 ? expires * 1000 : now + LIFETIME_MS);
  }
}
