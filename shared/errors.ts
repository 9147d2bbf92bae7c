/** Envelope codes of docs/api.md: every non-zero code is an application outcome on HTTP 200. */
export const ErrorCode = {
  ok: 0,
  badParams: 1000,
  uriNotExist: 1001,
  signatureFailure: 1002,
  loginNeeded: 1003,
  tooManyRequests: 1004,
  regionBlocked: 1007,
  notEnoughEnergy: 2001,
  notEnoughCoins: 2002,
  premiumRequired: 2003,
  contentNotAllowed: 2004,
  alreadyGenerating: 2005,
  verificationRequired: 2006,
  aiUnavailable: 3001,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Default messages, shown by the client as a toast when the server gives none. */
export const errorMessages: Record<ErrorCode, string> = {
  0: '',
  1000: 'Bad params',
  1001: 'uri not exist',
  1002: 'signature failure',
  1003: 'Please log in',
  1004: 'Too many requests, please try again later',
  1007: 'Your region is not supported yet',
  2001: 'Not enough energy or coins',
  2002: 'Not enough coins',
  2003: 'Premium required',
  2004: 'Content not allowed',
  2005: 'Character is being generated, please wait',
  2006: 'Verify your profile first',
  3001: 'The AI is unavailable right now, nothing was charged. Please try again',
};

/** User-facing error texts, used by server and client alike. */
export const ErrorText = {
  invalidEmail: 'Invalid email address',
  paymentNotSupported: 'Payment is not supported yet, please wait for an upgrade',
  paymentIssue: 'The payment may have encountered an issue. Please wait a few minutes or try again...',
  imageFailed: 'Failed to generate image, please try again',
  saveFailed: 'Save failed',
  unknown: 'Unknown error, please try again',
  requestDenied: 'Request denied',
  noSubscription: 'You currently have no subscription and cannot cancel',
  noCard: "You haven't linked a credit card yet. Please link one first",
  webNoStars: 'The web version does not support this payment method, please use another Telegram client',
  regionNotSupported: 'Your region is not supported yet',
  descriptionRequired: 'Please enter character description',
  alreadyGenerating: 'Character is being generated, please wait',
  emptyInput: 'Operation failed, input field cannot be empty',
  networkFailure: 'Internal Server Error！',
  /** A second Stars subscription would renew beside the first (docs/money.md). */
  subscriptionLive: 'You already have a Premium subscription that renews every 30 days. Manage it in Settings → Subscription.',
} as const;
