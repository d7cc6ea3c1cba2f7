/** Newsletter messages, in the shopper's words. */
export const NewsletterMessage = {
  /** Subscribe: the same answer for a new, a pending and an already confirmed address. */
  checkInbox: 'Check your inbox to confirm your subscription',
  confirmed: 'Your newsletter subscription is confirmed',
  unsubscribed: 'You have unsubscribed from our newsletter',
  consentRequired: 'Please accept the KVKK notice to subscribe',
  linkInvalid: 'This newsletter link is not valid; it may have been replaced by a newer one',
  linkExpired: 'This confirmation link has expired; subscribe again and we will send a new one',
  /** The newsletter service could not be reached or failed. */
  failure: 'The newsletter could not be reached; please try again',
} as const;
