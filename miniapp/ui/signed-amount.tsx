/**
 * A signed amount (+20, -50) reads the same in every language: its sign on the left of the digits,
 * as written, in Arabic too. Left to the page's direction, a sign is a neutral character and
 * moves to the right of the number in a right-to-left line ("50-" beside "+10").
 */
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A standalone signed number, isolated left to right. */
export function SignedAmount({ value, className = '', testId }: { value: number; className?: string; testId?: string }) {
  return (
    <bdi dir="ltr" className={`num ${className}`.trim()} data-testid={testId}>
      {signed(value)}
    </bdi>
  );
}

/** The same for plain text (a toast): wrapped in a left-to-right isolate (U+2066 … U+2069). */
export const signedText = (n: number) => `\u2066${signed(n)}\u2069`;
