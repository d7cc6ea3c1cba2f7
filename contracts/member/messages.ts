/** Member messages: the spec §8 texts word for word, then the engine's own, in the shopper's words. */
export const MemberMessage = {
  /** S8 Logout failure. */
  logoutFailure: 'Failed to logout',
  /** S8 Active member failure. */
  activeMemberFailure: 'Failed to get active member',
  /** S8 Favorites failure. */
  favoritesFailure: 'Failed to get favorites',
  /** S8 Guest login: thrown error without text. */
  anError: 'An error occurred',
  /** S8 Privacy text failure (in the dialog). */
  privacyTextFailure: 'KVKK text could not be loaded',
  /** S8 Render template failure. */
  renderTemplateFailure: 'Failed to render template',

  signedIn: 'Signed in',
  signedOut: 'Signed out',
  registered: 'Your membership is ready',
  wrongCredentials: 'E-mail or password is wrong',
  emailTaken: 'This e-mail already has a membership; sign in or renew your password',
  notSignedIn: 'Please sign in to continue',
  membersOnly: 'This page is for members; guests can track orders with their e-mail and order number',
  updated: 'Your information has been saved',
  deleted: 'Your membership has been deleted',
  passwordChanged: 'Your password has been changed',
  wrongPassword: 'Your current password is wrong',
  /** Forgot password: the same answer whether or not the e-mail has a membership. */
  renewalSent: 'If this e-mail has a membership, a link to renew the password is on its way',
  renewalInvalid: 'This password renewal link is invalid or has expired',
  otpSent: 'A verification code has been sent',
  otpWrong: 'The verification code is wrong',
  otpExpired: 'The verification code has expired; ask for a new one',
  otpTooManyTries: 'Too many wrong codes; ask for a new one',
  otpNotNeeded: 'Your membership is already verified',
  activated: 'Your e-mail address is verified',
  phoneActivated: 'Your mobile phone is verified',
  /** E-mail and SMS activation: the e-mail is done, the SMS code is on its way. */
  smsActivationNext: 'Your e-mail address is verified; now type the code sent to your mobile phone',
  /** SMS activation needs a number to text (a member whose number went away). */
  activationPhoneMissing: 'Add a mobile phone to your account to receive the verification code',
  /** A member still to activate tried to order, pay or write to the shop (S4.08, S6.03). */
  activationNeeded: 'Verify your membership with the code we sent you to continue',
  guestSignedIn: 'You are continuing as a guest',
  captchaMissing: 'Please complete the bot check',
  captchaInvalid: 'The bot check failed; please try again',
  /** An e-mail field holding a line break or another control character (a mail header's injection, issue 27). */
  emailControlCharacters: 'An e-mail address may not contain line breaks or other control characters',
  addressSaved: 'Address saved',
  addressRemoved: 'Address removed',
  addressNotFound: 'Address not found',
  addressLimit: 'You can keep at most 20 addresses',
  countyNotInCity: 'The district is not in the chosen city',
  favoriteAdded: 'Added to favourites',
  favoriteRemoved: 'Removed from favourites',
  alarmAdded: 'We will let you know by e-mail',
  alarmRemoved: 'Alarm removed',
  alarmInStock: 'This product is in stock; a stock alarm is for products that are sold out',
  productNotFound: 'Product not found',
  tooManyRequests: 'Too many attempts; please wait a moment and try again',
} as const;
