import type { z } from 'zod';

/** Field names as an operator reads them; any other is its last path part spelled out ("userId" → "User id"). */
const names: Record<string, string> = { q: 'Search', from: 'From', to: 'To', totp: 'Authenticator code', code: 'Code' };

function fieldName(path: PropertyKey[]) {
  const last = String(path.at(-1) ?? 'Input');
  if (names[last]) return names[last];
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function what(issue: z.core.$ZodIssue): string {
  const missing = /received undefined$/.test(issue.message);
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return 'is required';
      if (issue.expected === 'int') return 'must be a whole number';
      return `must be ${issue.expected === 'string' ? 'text' : `a ${issue.expected}`}`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'is required' : `needs at least ${issue.minimum} characters`;
      return issue.inclusive ? `must be at least ${issue.minimum}` : `must be more than ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `may have at most ${issue.maximum} characters`;
      return issue.inclusive ? `must be at most ${issue.maximum}` : `must be less than ${issue.maximum}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'must be an email address' : 'is not in the expected form';
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_union':
      return 'is not one of the allowed kinds';
    default:
      return `is not valid (${issue.message})`;
  }
}

/**
 * A refused console call's input as sentences ("Amount must be a whole number"), not the schema's
 * wording ("grant.amount: Invalid input: expected int, received number"): operators read these.
 */
export const readableIssues = (issues: z.core.$ZodIssue[]) => issues.map((i) => `${fieldName(i.path)} ${what(i)}`).join('; ');
