import type { z } from 'zod';

/** A readable one-line summary of a zod error: `email: Invalid email address; age: Too small`. */
export function zodMessage(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}
