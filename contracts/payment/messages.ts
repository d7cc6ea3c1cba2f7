/** Card payment messages in the shopper's words (spec §8 names none for these; they are the shop's own). */
export const PaymentMessage = {
  installmentNotOffered: 'This number of instalments is not offered for your card',
  installmentsFailure: 'Failed to get instalment options',
  cardPointsFailure: 'Failed to get card points',
  banksFailure: 'Failed to get bank accounts',
  noCardPoints: 'This card has no points to spend',
  challengeFailed: 'The 3-D Secure verification failed; no payment was taken',
  challengeCancelled: 'The 3-D Secure verification was cancelled; no payment was taken',
  challengeNotFound: 'No payment is waiting for 3-D Secure verification',
  /** A wrong code with tries left (issue 32 item 7): the bank's page asks again. */
  challengeCodeWrong: 'The verification code is wrong; please try again',
  cartChangedDuringChallenge: 'Your cart changed during the 3-D Secure verification; no payment was taken. Please review your cart and pay again',
  /** Card payments after a few declines (issue 27 item 8): the next try needs the bot check solved. */
  botCheckRequired: 'Please complete the bot check below, then try your card again',
  merchantName: 'Vitrin',
} as const;
