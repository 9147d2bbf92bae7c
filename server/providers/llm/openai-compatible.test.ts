import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAiCompatible } from './openai-compatible.js';
import { busyWaitMs } from '../busy-wait.js';
import { LlmUnavailableError, type LlmProvider } from './types.js';
import { chunk, DONE, freePort, sseReply, startFakeOpenAi, startSse, type FakeOpenAiServer } from './test-support/fake-openai-server.js';

const messages = [
  { role: 'system' as const, content: 'You are Luna.' },
  { role: 'user' as const, content: 'Hi!' },
];

let servers: FakeOpenAiServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

async function fake(port?: number) {
  const s = await startFakeOpenAi(port);
  servers.push(s);
  return s;
}

async function collect(provider: LlmProvider, signal?: AbortSignal): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of provider.streamReply(messages, { model: 'fake-model', ...(signal && { signal }) })) out.push(piece);
  return out;
}

async function failure(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => {
      throw new Error('expected the reply to fail');
    },
    (err: unknown) => err,
  );
}

describe('createOpenAiCompatible against a local SSE server', () => {
  it('streams the reply in pieces, in order, and sends model and messages', async () => {
    const server = await fake();
    // Further apart than a frame (framed-body.ts): each piece is handed on alone.
    server.handle(sseReply(['Hel', 'lo, ', 'darling', '!'], 45));
    const provider = createOpenAiCompatible({ baseURL: server.baseURL });
    expect(await collect(provider)).toEqual(['Hel', 'lo, ', 'darling', '!']);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ model: 'fake-model', stream: true, messages });
  });

  it('sends the API key as a bearer token, and reuses one connection for consecutive replies', async () => {
    const server = await fake();
    const seen: Array<{ auth?: string; port?: number }> = [];
    server.handle((req, res) => {
      seen.push({ auth: req.headers.authorization, port: req.socket.remotePort });
      return sseReply(['ok'])(req, res, null);
    });
    const provider = createOpenAiCompatible({ baseURL: server.baseURL, apiKey: 'sk-test' });
    for (let i = 0; i < 3; i++) {
      await collect(provider);
      await new Promise((r) => setTimeout(r, 20)); // the finished socket goes back to the pool
    }
    expect(seen.map((s) => s.auth)).toEqual(['Bearer sk-test', 'Bearer sk-test', 'Bearer sk-test']);
    expect(new Set(seen.map((s) => s.port)).size).toBe(1);
  });

  it('an offline model name (no LLM_MODEL set) uses the model the server lists', async () => {
    const server = await fake();
    const provider = createOpenAiCompatible({ baseURL: server.baseURL });
    for await (const _ of provider.streamReply(messages, { model: 'offline-companion' })) void _;
    expect(server.requests[0]).toMatchObject({ model: 'served-model' });
    const named = createOpenAiCompatible({ baseURL: server.baseURL, defaultModel: 'my-llama' });
    for await (const _ of named.streamReply(messages, { model: 'offline-companion' })) void _;
    expect(server.requests[1]).toMatchObject({ model: 'my-llama' });
  });

  it('abort mid-stream stops the reply and closes the upstream connection', async () => {
    const server = await fake();
    server.handle(
      sseReply(
        Array.from({ length: 200 }, (_, i) => `w${i} `),
        20,
      ),
    );
    const provider = createOpenAiCompatible({ baseURL: server.baseURL });
    const ctrl = new AbortController();
    const got: string[] = [];
    const err = await failure(
      (async () => {
        for await (const piece of provider.streamReply(messages, { model: 'm', signal: ctrl.signal })) {
          got.push(piece);
          if (got.length === 3) ctrl.abort();
        }
      })(),
    );
    expect((err as Error).name).toBe('AbortError');
    expect(err).not.toBeInstanceOf(LlmUnavailableError);
    expect(got.length).toBeLessThan(10);
    await expect.poll(() => server.closed.length).toBe(1);
    expect(server.closed[0]!.finished).toBe(false);
  });

  it('a consumer that stops reading also closes the upstream connection', async () => {
    const server = await fake();
    server.handle(
      sseReply(
        Array.from({ length: 200 }, (_, i) => `w${i} `),
        20,
      ),
    );
    const provider = createOpenAiCompatible({ baseURL: server.baseURL });
    for await (const piece of provider.streamReply(messages, { model: 'm' })) {
      expect(piece).toBe('w0 ');
      break;
    }
    await expect.poll(() => server.closed.length).toBe(1);
    expect(server.closed[0]!.finished).toBe(false);
  });

  it('HTTP 500 → LlmUnavailableError, not retried', async () => {
    const server = await fake();
    server.handle((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'CUDA out of memory', type: 'server_error' } }));
    });
    const err = await failure(collect(createOpenAiCompatible({ baseURL: server.baseURL })));
    expect(err).toBeInstanceOf(LlmUnavailableError);
    expect((err as Error).message).toContain('500');
    expect(server.requests).toHaveLength(1);
  });

  /** A provider answering `status` with `Retry-After: retryAfter` to the first `busy` requests, then a reply. */
  async function busyFor(busy: number, status: number, retryAfter?: string) {
    const server = await fake();
    let calls = 0;
    server.handle((req, res) => {
      if (++calls > busy) return sseReply(['at ', 'last'])(req, res, null);
      res.writeHead(status, { 'content-type': 'application/json', ...(retryAfter !== undefined && { 'retry-after': retryAfter }) });
      res.end(JSON.stringify({ error: { message: 'Rate limit reached for requests', type: 'rate_limit_exceeded' } }));
    });
    return server;
  }

  it('429 with a short Retry-After (a rate limit): waits that long, asks once more and streams the reply', async () => {
    const server = await busyFor(1, 429, '1');
    const t0 = Date.now();
    expect((await collect(createOpenAiCompatible({ baseURL: server.baseURL }))).join('')).toBe('at last');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(950);
    expect(server.requests).toHaveLength(2);
  });

  it('503 (overloaded) without Retry-After is asked once more after a second; busy twice → LlmUnavailableError', async () => {
    const once = await busyFor(1, 503);
    expect((await collect(createOpenAiCompatible({ baseURL: once.baseURL }))).join('')).toBe('at last');
    const twice = await busyFor(2, 429, '0');
    const err = await failure(collect(createOpenAiCompatible({ baseURL: twice.baseURL })));
    expect(err).toBeInstanceOf(LlmUnavailableError);
    expect((err as Error).message).toContain('429');
    expect(twice.requests).toHaveLength(2);
  });

  it('a Retry-After past 5 s (a spent quota) fails at once instead of keeping the user waiting', async () => {
    const server = await busyFor(1, 429, '120');
    const t0 = Date.now();
    const err = await failure(collect(createOpenAiCompatible({ baseURL: server.baseURL })));
    expect(err).toBeInstanceOf(LlmUnavailableError);
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(server.requests).toHaveLength(1);
  });

  it('Retry-After as a date counts from now; other error statuses are not retried', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(busyWaitMs(429, 'Fri, 27 Nov 2026 10:00:02 GMT', now)).toBe(2000);
    expect(busyWaitMs(503, 'Fri, 27 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(busyWaitMs(429, '6', now)).toBeNull();
    expect(busyWaitMs(429, 'soon', now)).toBe(1000);
    expect(busyWaitMs(400, '1', now)).toBeNull();
    expect(busyWaitMs(500, undefined, now)).toBeNull();
  });

  it('a garbage (non-SSE) body → LlmUnavailableError', async () => {
    const server = await fake();
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>502 Bad Gateway from some proxy</body></html>');
    });
    const err = await failure(collect(createOpenAiCompatible({ baseURL: server.baseURL })));
    expect(err).toBeInstanceOf(LlmUnavailableError);
  });

  it('SSE with malformed JSON data → LlmUnavailableError', async () => {
    const server = await fake();
    server.handle((_req, res) => {
      startSse(res);
      res.end('data: {not json at all\n\n');
    });
    const err = await failure(collect(createOpenAiCompatible({ baseURL: server.baseURL })));
    expect(err).toBeInstanceOf(LlmUnavailableError);
  });

  it('an error event inside the stream → LlmUnavailableError', async () => {
    const server = await fake();
    server.handle((_req, res) => {
      startSse(res);
      res.end(`data: ${JSON.stringify({ error: { message: 'model overloaded' } })}\n\n`);
    });
    const err = await failure(collect(createOpenAiCompatible({ baseURL: server.baseURL })));
    expect(err).toBeInstanceOf(LlmUnavailableError);
  });

  it('an empty reply (only [DONE]) → LlmUnavailableError', async () => {
    const server = await fake();
    server.handle(sseReply([]));
    const err = await failure(collect(createOpenAiCompatible({ baseURL: server.baseURL })));
    expect(err).toBeInstanceOf(LlmUnavailableError);
    expect((err as Error).message).toMatch(/empty/);
  });

  it('connection refused on the first try, then the server is up: one retry succeeds', async () => {
    const port = await freePort();
    const retries: unknown[] = [];
    let started: Promise<FakeOpenAiServer> | undefined;
    const provider = createOpenAiCompatible({
      baseURL: `http://127.0.0.1:${port}/v1`,
      retryDelayMs: 300,
      onRetry: (err) => {
        retries.push(err);
        started = fake(port); // comes up during the retry pause
      },
    });
    const pieces = await collect(provider);
    expect(pieces.join('')).toBe('Hello there');
    expect(retries).toHaveLength(1);
    const server = await started!;
    expect(server.requests).toHaveLength(1);
  });

  it('refused twice → LlmUnavailableError after exactly one retry', async () => {
    const port = await freePort();
    let retries = 0;
    const provider = createOpenAiCompatible({ baseURL: `http://127.0.0.1:${port}/v1`, retryDelayMs: 10, onRetry: () => retries++ });
    const err = await failure(collect(provider));
    expect(err).toBeInstanceOf(LlmUnavailableError);
    expect(retries).toBe(1);
  });

  it('a socket dropped before any token is retried once', async () => {
    const server = await fake();
    let calls = 0;
    server.handle((req, res) => {
      calls++;
      if (calls === 1) return void req.socket.destroy();
      return sseReply(['second ', 'time'])(req, res, null);
    });
    const provider = createOpenAiCompatible({ baseURL: server.baseURL, retryDelayMs: 10 });
    expect((await collect(provider)).join('')).toBe('second time');
    expect(calls).toBe(2);
  });

  it('hands on the pieces of one read as one, and pieces read apart apart, the text whole and in order', async () => {
    const server = await fake();
    server.handle((_req, res) => {
      startSse(res);
      // One write, three events: the socket delivers them in one read.
      res.write(chunk('One') + chunk(', two') + chunk(', three.'));
      setTimeout(() => {
        res.write(chunk(' Four.'));
        res.end('data: [DONE]\n\n');
      }, 30);
    });
    const provider = createOpenAiCompatible({ baseURL: server.baseURL });
    const got: string[] = [];
    for await (const p of provider.streamReply(messages, { model: 'm' })) got.push(p);
    expect(got).toEqual(['One, two, three.', ' Four.']);
  });

  it('the bytes of a stream cut anywhere, at any pace, give back the reply whole (multi-byte letters, escapes, both chunk shapes)', async () => {
    const server = await fake();
    const texts = ['Привет', ', مرحبا', ' 你好 😘', ' "quoted"', ' back\\slash', '\nnew line', ' café.'];
    const body =
      texts
        .map((t, i) => (i % 2 ? chunk(t) : `data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant', content: t } }] })}\n\n`))
        .join('') + DONE;
    const bytes = Buffer.from(body, 'utf8');
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let round = 0; round < 8; round++) {
      // Cut points anywhere, the middle of a letter's bytes and of a JSON escape included.
      const cuts = [
        ...new Set(Array.from({ length: 1 + Math.floor(random() * 30) }, () => 1 + Math.floor(random() * (bytes.length - 1)))),
      ].sort((a, b) => a - b);
      const parts = [0, ...cuts].map((from, i) => bytes.subarray(from, cuts[i] ?? bytes.length));
      // Mostly together, now and then a pause longer than a frame.
      const gaps = parts.map(() => (random() < 0.1 ? 40 : 0));
      server.handle(async (_req, res) => {
        startSse(res);
        for (const [i, part] of parts.entries()) {
          res.write(part);
          if (gaps[i]) await new Promise((r) => setTimeout(r, gaps[i]));
        }
        res.end();
      });
      const got = await collect(createOpenAiCompatible({ baseURL: server.baseURL }));
      expect(got.join(''), `round ${round}, cut at ${cuts.join(' ')}`).toBe(texts.join(''));
    }
  });

  it('never retries once tokens were emitted: a cut stream → LlmUnavailableError', async () => {
    const server = await fake();
    server.handle((_req, res) => {
      startSse(res);
      res.write(chunk('Half a '));
      setTimeout(() => res.write(chunk('sentence')), 20);
      setTimeout(() => res.destroy(), 50);
    });
    let retries = 0;
    const provider = createOpenAiCompatible({ baseURL: server.baseURL, retryDelayMs: 10, onRetry: () => retries++ });
    const got: string[] = [];
    const err = await failure(
      (async () => {
        for await (const p of provider.streamReply(messages, { model: 'm' })) got.push(p);
      })(),
    );
    expect(err).toBeInstanceOf(LlmUnavailableError);
    expect(got).toEqual(['Half a ', 'sentence']);
    expect(retries).toBe(0);
    expect(server.requests).toHaveLength(1);
  });

  it('a server that never answers → LlmUnavailableError after the first-token limit', async () => {
    const server = await fake();
    server.handle(() => undefined); // accepts, then silence
    const provider = createOpenAiCompatible({ baseURL: server.baseURL, limits: { firstTokenMs: 150, replyMs: 5_000 } });
    const t0 = Date.now();
    const err = await failure(collect(provider));
    expect(err).toBeInstanceOf(LlmUnavailableError);
    expect((err as Error).message).toMatch(/no token within 150 ms/);
    expect(Date.now() - t0).toBeLessThan(3_000);
    await expect.poll(() => server.closed.length).toBe(1);
  });

  it('a stream slower than the overall timeout → LlmUnavailableError', async () => {
    const server = await fake();
    server.handle(
      sseReply(
        Array.from({ length: 100 }, () => 'slow '),
        50,
      ),
    );
    const provider = createOpenAiCompatible({ baseURL: server.baseURL, limits: { firstTokenMs: 1_000, replyMs: 300 } });
    const err = await failure(collect(provider));
    expect(err).toBeInstanceOf(LlmUnavailableError);
    expect((err as Error).message).toMatch(/timed out after 300 ms/);
    await expect.poll(() => server.closed.length).toBe(1);
    expect(server.closed[0]!.finished).toBe(false);
  });

  it('headers and a role chunk but no text are not a first token: the first-token limit still ends it', async () => {
    const server = await fake();
    server.handle((_req, res) => {
      startSse(res);
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`);
      res.write(': keep-alive\n\n');
    });
    const provider = createOpenAiCompatible({ baseURL: server.baseURL, limits: { firstTokenMs: 200, idleMs: 5_000, replyMs: 10_000 } });
    const t0 = Date.now();
    const err = await failure(collect(provider));
    expect((err as Error).message).toMatch(/no token within 200 ms/);
    expect(Date.now() - t0).toBeLessThan(3_000);
    await expect.poll(() => server.closed.length).toBe(1);
  });

  it('one token, then silence → LlmUnavailableError after the idle limit, connection closed', async () => {
    const server = await fake();
    server.handle((_req, res) => {
      startSse(res);
      res.write(chunk('Hi'));
    });
    const provider = createOpenAiCompatible({ baseURL: server.baseURL, limits: { firstTokenMs: 5_000, idleMs: 200, replyMs: 30_000 } });
    const got: string[] = [];
    const t0 = Date.now();
    const err = await failure(
      (async () => {
        for await (const p of provider.streamReply(messages, { model: 'm' })) got.push(p);
      })(),
    );
    expect(err).toBeInstanceOf(LlmUnavailableError);
    expect((err as Error).message).toMatch(/no token for 200 ms/);
    expect(got).toEqual(['Hi']);
    expect(Date.now() - t0).toBeLessThan(3_000);
    await expect.poll(() => server.closed.length).toBe(1);
    expect(server.closed[0]!.finished).toBe(false);
  });

  it('a steady stream is not idle: gaps below the idle limit run to the end', async () => {
    const server = await fake();
    server.handle(
      sseReply(
        Array.from({ length: 8 }, (_, i) => `${i}`),
        60,
      ),
    );
    const provider = createOpenAiCompatible({ baseURL: server.baseURL, limits: { firstTokenMs: 1_000, idleMs: 200, replyMs: 10_000 } });
    expect((await collect(provider)).join('')).toBe('01234567');
  });

  it('reasoning tokens of a thinking model count as progress, not as reply text', async () => {
    const server = await fake();
    server.handle(async (_req, res) => {
      startSse(res);
      for (let i = 0; i < 5; i++) {
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { reasoning_content: 'hmm ' } }] })}\n\n`);
        await new Promise((r) => setTimeout(r, 80));
      }
      res.write(chunk('Answer.'));
      res.end('data: [DONE]\n\n');
    });
    const provider = createOpenAiCompatible({ baseURL: server.baseURL, limits: { firstTokenMs: 200, idleMs: 200, replyMs: 10_000 } });
    expect(await collect(provider)).toEqual(['Answer.']);
  });

  it('a huge reply is cut at the size cap, ends normally and hangs up on the server', async () => {
    const server = await fake();
    let sent = 0;
    server.handle(async (_req, res) => {
      startSse(res);
      // 2 MB of text if nobody stops it.
      for (let i = 0; i < 2_000 && !res.destroyed; i++) {
        res.write(chunk('x'.repeat(1_000)));
        sent++;
        if (i % 50 === 0) await new Promise((r) => setTimeout(r, 1));
      }
      if (!res.destroyed) res.end('data: [DONE]\n\n');
    });
    const provider = createOpenAiCompatible({ baseURL: server.baseURL, limits: { maxChars: 16_384 } });
    const text = (await collect(provider)).join('');
    expect(text.length).toBe(16_384);
    await expect.poll(() => server.closed.length).toBe(1);
    expect(server.closed[0]!.finished).toBe(false);
    expect(sent).toBeLessThan(2_000);
  });
});
