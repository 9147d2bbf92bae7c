import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake does with one request; tests swap it per case. */
export type FakeHandler = (req: IncomingMessage, res: ServerResponse, body: unknown) => void | Promise<void>;

export interface FakeOpenAiServer {
  baseURL: string;
  port: number;
  /** Parsed JSON bodies of the chat-completion requests received, in order. */
  requests: unknown[];
  /** Resolves each time a response's connection closes: `finished` says whether it ended normally. */
  closed: Array<{ finished: boolean }>;
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

/** One `chat.completion.chunk` as vLLM / OpenAI stream it. */
export function chunk(content: string | null, finish: string | null = null): string {
  const delta = content === null ? {} : { content };
  const data = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_732_270_000,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(data)}\n\n`;
}

export const DONE = 'data: [DONE]\n\n';

export function startSse(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.flushHeaders();
}

/** Streams the pieces as real SSE, `gapMs` apart, then `[DONE]`. */
export function sseReply(pieces: string[], gapMs = 0): FakeHandler {
  return async (_req, res) => {
    startSse(res);
    res.write(
      `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }] })}\n\n`,
    );
    for (const p of pieces) {
      if (res.destroyed) return;
      res.write(chunk(p));
      if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
    }
    if (res.destroyed) return;
    res.write(chunk(null, 'stop'));
    res.end(DONE);
  };
}

/** A local OpenAI-compatible server on 127.0.0.1 (random port unless one is given). */
export async function startFakeOpenAi(port = 0): Promise<FakeOpenAiServer> {
  let handler: FakeHandler = sseReply(['Hello', ' there']);
  const requests: unknown[] = [];
  const closed: Array<{ finished: boolean }> = [];
  const server: Server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(parts).toString('utf8'));
      } catch {
        body = null;
      }
      if (req.method === 'GET' && req.url?.endsWith('/models')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', data: [{ id: 'served-model', object: 'model', created: 1, owned_by: 'fake' }] }));
        return;
      }
      if (req.url?.endsWith('/chat/completions')) requests.push(body);
      res.on('close', () => closed.push({ finished: res.writableFinished }));
      void Promise.resolve(handler(req, res, body)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    baseURL: `http://127.0.0.1:${actual}/v1`,
    port: actual,
    requests,
    closed,
    handle(h) {
      handler = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (bound then released), for connection-refused cases. */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}
