import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * The Node request under Hono's, when @hono/node-server serves it (absent for `app.request()` in
 * tests). Reading headers and the body from it directly spares building a web `Request` and its
 * body stream for every call, which cost the chat path about a tenth of its CPU.
 */
function incomingOf(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

/** One request header, lower-case name; several values are joined as Headers.get would. */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = incomingOf(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge';
}

/** The body as text, refusing more than `maxBytes` before reading it when the length is declared. */
export async function requestText(c: Context, maxBytes: number): Promise<string> {
  const declared = Number(requestHeader(c, 'content-length') ?? NaN);
  if (declared > maxBytes) throw new BodyTooLarge();
  const incoming = incomingOf(c);
  if (!incoming) {
    const text = await c.req.text();
    if (Buffer.byteLength(text) > maxBytes) throw new BodyTooLarge();
    return text;
  }
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of incoming as AsyncIterable<Buffer>) {
    size += part.length;
    if (size > maxBytes) throw new BodyTooLarge();
    parts.push(part);
  }
  return parts.length === 1 ? parts[0]!.toString('utf8') : Buffer.concat(parts).toString('utf8');
}
