import { ErrorCode } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';

/**
 * The sandbox takes the usual gateway test cards only, so nobody types a real card number into a
 * page that cannot charge it. The number is checked and dropped; brand and last 4 digits remain.
 */
const TEST_CARDS: Record<string, string> = {
  '4242424242424242': 'Visa',
  '4000056655665556': 'Visa',
  '5555555555554444': 'Mastercard',
  '2223003122003222': 'Mastercard',
  '378282246310005': 'American Express',
  '6011111111111117': 'Discover',
};
/** The gateway test card that is always declined. */
const DECLINED = '4000000000000002';

export function parseSandboxCard(cardNumber: string, expiry: string, now: number): { brand: string; last4: string } {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const [mm, yy] = expiry.split('/');
  const year = Number(yy!.length === 2 ? `20${yy}` : yy);
  // A card is valid through the last moment of its expiry month.
  if (Date.UTC(year, Number(mm), 1) <= now) throw new AppError(ErrorCode.badParams, 'This card has expired');
  if (digits === DECLINED) throw new AppError(ErrorCode.badParams, 'Your card was declined');
  const brand = TEST_CARDS[digits];
  if (!brand) throw new AppError(ErrorCode.badParams, 'The test checkout accepts test cards only, e.g. 4242 4242 4242 4242');
  return { brand, last4: digits.slice(-4) };
}
