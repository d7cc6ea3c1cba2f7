/** Member field limits: one list the engine, the storefront's validators and the forms read. */
export const MEMBER_LIMITS = {
  nameMax: 50,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  addressTitleMax: 40,
  addressDescriptionMax: 300,
  /** A member's saved addresses. */
  addressesMax: 20,
  /** One-time password: digits, lifetime and wrong tries before a new code is needed. */
  otpDigits: 6,
  otpLifetimeSeconds: 600,
  otpAttempts: 5,
  /** Password renewal link lifetime. */
  passwordRenewalSeconds: 3600,
  /**
   * At most one renewal mail per account in this many seconds, whoever asks and from wherever
   * (issue 27 item 12): a flood of requests neither fills the member's inbox nor replaces the link
   * they are about to use; asking again later always works. Answered the same either way. The
   * same spacing holds for the "someone tried to sign up with your address" mail.
   */
  accountMailSpacingSeconds: 300,
  /** Newsletter confirmation link lifetime. */
  newsletterConfirmSeconds: 3 * 24 * 3600,
  /** Oldest and youngest birth dates a member may give. */
  birthYearMin: 1900,
  ageMin: 13,
} as const;

/** A person's name as people write it, one line: letters (any script), spaces, dots, apostrophes and hyphens. */
export const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

/** A Turkish mobile number as members type it: 5xx xxx xx xx, with or without 0 or +90 in front. */
export const TURKISH_MOBILE = /^(?:\+?90|0)?5\d{9}$/;

/** The number in one shape (5xxxxxxxxx), spaces and dashes dropped; undefined when it is not a Turkish mobile. */
export function normalisedMobile(value: string): string | undefined {
  const digits = value.replace(/[\s().-]/g, '');
  if (!TURKISH_MOBILE.test(digits)) return undefined;
  return digits.slice(-10);
}

/** The phone number as the member tracker wants it (spec §7 analytics: +90 prefix). */
export function trackerPhone(mobile: string): string {
  return `+90${mobile.slice(-10)}`;
}
