import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * The Node request under Hono's, when @hono/node-server serves it (absent for `app.request()` in
 * tests). Reading headers and the body from it directly spares building a web `Request` and its
 * body stream for every call, which cost the chat path about a tenth of its CPU.
 */
function incomingOf(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

/** The Node response under Hono's, when @hono/node-server serves it (absent for `app.request()`). */
export function outgoingOf(c: Context): ServerResponse | undefined {
  return (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
}

/**
 * Calls `gone` when the client leaves before its answer is complete (also while nothing is being
 * written, a turn waiting in the queue): the Node response's close. Reading the web Request's
 * signal instead would build that Request for every call.
 */
export function onClientGone(c: Context, gone: () => void) {
  const outgoing = outgoingOf(c);
  if (!outgoing) return c.req.raw.signal.addEventListener('abort', gone, { once: true });
  // Closed already (the client left while the call was being read): no close event will come.
  if (outgoing.closed) return void (outgoing.writableFinished || gone());
  outgoing.once('close', () => {
    if (!outgoing.writableFinished) gone();
  });
}

/** One request header, lower-case name; several values are joined as Headers.get would. */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = incomingOf(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * A body over its limit. `closeConnection`: more than DRAIN_MAX_BYTES was declared, so the rest
 * is not read and the answer must close the connection (the socket cannot carry another request).
 */
export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge';
  constructor(readonly closeConnection = false) {
    super('Request body is too large');
  }
}

/** A client that went away mid-body: nobody is left to answer. */
export class BodyAborted extends Error {
  override readonly name = 'BodyAborted';
}

/**
 * How much of a refused body is read and thrown away so the keep-alive connection can carry the
 * next request. Answering before the rest has arrived would let @hono/node-server's own drain
 * give up after 500 ms and close the socket under a slow client.
 */
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The body as text. Over `maxBytes` it is refused with BodyTooLarge, after the rest has been read
 * and discarded (up to DRAIN_MAX_BYTES), never buffered.
 */
export async function requestText(c: Context, maxBytes: number): Promise<string> {
  const declared = Number(requestHeader(c, 'content-length') ?? NaN);
  if (declared > DRAIN_MAX_BYTES) throw new BodyTooLarge(true);
  const incoming = incomingOf(c);
  if (!incoming) {
    const text = await c.req.text();
    if (Buffer.byteLength(text) > maxBytes) throw new BodyTooLarge();
    return text;
  }
  return readIncoming(incoming, maxBytes);
}

function readIncoming(incoming: IncomingMessage, maxBytes: number): Promise<string> {
  if (incoming.readableEnded) return Promise.resolve('');
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    // Event listeners rather than `for await`: leaving an async iterator early destroys the
    // stream, and with it the connection. Methods of one object rather than arrow functions in
    // variables: tsx names each such arrow with an Object.defineProperty, here on every call.
    const on = {
      finish(error?: Error) {
        incoming.off('data', on.data).off('end', on.end).off('error', on.error).off('close', on.close);
        if (error) reject(error);
        else resolve(parts.length === 1 ? parts[0]!.toString('utf8') : Buffer.concat(parts).toString('utf8'));
      },
      data(part: Buffer) {
        size += part.length;
        if (size <= maxBytes) return void parts.push(part);
        parts.length = 0;
        if (size > DRAIN_MAX_BYTES) on.finish(new BodyTooLarge(true));
      },
      end() {
        on.finish(size > maxBytes ? new BodyTooLarge() : undefined);
      },
      error(e: Error) {
        on.finish(new BodyAborted(e.message));
      },
      close() {
        on.finish(new BodyAborted('The client closed the connection'));
      },
    };
    incoming.on('data', on.data).once('end', on.end).once('error', on.error).once('close', on.close);
  });
}
