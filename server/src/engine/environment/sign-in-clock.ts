import { Injectable } from '@nestjs/common';

/**
 * The time sign-in lifetimes are measured by (issue 27 item 10: a sign-in's absolute end and its
 * idle end). One small provider, so a test can move the time a sign-in sees forward (an idle half
 * hour, twelve hours) without waiting for it; nothing else in the engine reads it.
 */
@Injectable()
export class SignInClock {
  /** Milliseconds since the epoch. */
  now(): number {
    return Date.now();
  }
}
