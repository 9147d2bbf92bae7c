import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Appearance } from '../../../shared/attributes.js';
import { createImageProvider } from './index.js';
import { buildImagePrompt, createOpenAIImages, ImageServiceError } from './openai-images.js';
import type { ImageRequest } from './types.js';

const appearance: Appearance = {
  style: 'ANIMATE',
  age: 22,
  ethnicity: 'japanese',
  eyeColor: 'blue',
  hairstyle: 'ponytail',
  hairColor: 'red',
  body: 'skinny',
  breast: 'small',
  hip: 'medium',
  clothing: 'kimono',
};
const request: ImageRequest = { appearance, seed: 1234, variant: 1, scene: 'in a café', width: 768, height: 1024 };

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let server: Server | undefined;
let hits = 0;
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c06' } })
    .png()
    .toBuffer();
});

/** A real HTTP server on 127.0.0.1 speaking the images API; returns its base URL. */
async function fake(handler: Handler): Promise<string> {
  hits = 0;
  server = createServer((req, res) => {
    hits++;
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
};

describe('OpenAI-compatible image client', () => {
  it('posts the model, prompt, size and seed with the key, and decodes b64_json', async () => {
    let seen: { method?: string; url?: string; auth?: string; body?: Record<string, unknown> } = {};
    const baseUrl = await fake((req, body, res) => {
      seen = { method: req.method, url: req.url, auth: req.headers.authorization, body: JSON.parse(body) as Record<string, unknown> };
      json(res, 200, { created: 1, data: [{ b64_json: png.toString('base64') }] });
    });
    const client = createOpenAIImages({ baseUrl: `${baseUrl}/`, apiKey: 'sk-test', model: 'img-model' });
    const bytes = await client.generate(request);
    expect(bytes.equals(png)).toBe(true);
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/v1/images/generations');
    expect(seen.auth).toBe('Bearer sk-test');
    expect(seen.body).toEqual({
      model: 'img-model',
      prompt: buildImagePrompt(request),
      size: '768x1024',
      n: 1,
      response_format: 'b64_json',
      seed: 1234,
    });
  });

  it('rejects a server error with its status and message', async () => {
    const baseUrl = await fake((_req, _body, res) => json(res, 500, { error: { message: 'model overloaded' } }));
    const err = await createOpenAIImages({ baseUrl, model: 'm' })
      .generate(request)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageServiceError);
    expect((err as ImageServiceError).message).toBe('image service answered 500: model overloaded');
    expect((err as ImageServiceError).status).toBe(500);
    expect(hits).toBe(1); // an HTTP answer is not retried
  });

  it('a busy service (429 with a short Retry-After, 503) is asked once more after the wait; busy twice fails with the status', async () => {
    const baseUrl = await fake((_req, _body, res) => {
      if (hits === 1) return void res.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' }).end('{}');
      json(res, 200, { data: [{ b64_json: png.toString('base64') }] });
    });
    const t0 = Date.now();
    expect((await createOpenAIImages({ baseUrl, model: 'm' }).generate(request)).equals(png)).toBe(true);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(950);
    expect(hits).toBe(2);
    server!.closeAllConnections();
    server!.close();
    const busy = await fake((_req, _body, res) => json(res, 503, { error: { message: 'overloaded' } }));
    const err = await createOpenAIImages({ baseUrl: busy, model: 'm' })
      .generate(request)
      .catch((e: unknown) => e);
    expect((err as ImageServiceError).status).toBe(503);
    expect(hits).toBe(2);
  });

  it('a Retry-After past 5 s (a spent quota) fails at once', async () => {
    const baseUrl = await fake((_req, _body, res) => void res.writeHead(429, { 'retry-after': '60' }).end('{}'));
    const err = await createOpenAIImages({ baseUrl, model: 'm' })
      .generate(request)
      .catch((e: unknown) => e);
    expect((err as ImageServiceError).status).toBe(429);
    expect(hits).toBe(1);
  });

  it('rejects garbage, a missing image and base64 that is not an image', async () => {
    let reply: (res: ServerResponse) => void = (res) => res.writeHead(200).end('<html>oops</html>');
    const baseUrl = await fake((_req, _body, res) => reply(res));
    const client = createOpenAIImages({ baseUrl, model: 'm' });
    await expect(client.generate(request)).rejects.toThrow(/not JSON/);
    reply = (res) => json(res, 200, { data: [] });
    await expect(client.generate(request)).rejects.toThrow(/no b64_json image/);
    reply = (res) => json(res, 200, { data: [{ b64_json: Buffer.from('hello world, not a picture').toString('base64') }] });
    await expect(client.generate(request)).rejects.toThrow(/not a PNG, JPEG or WebP/);
  });

  it('times out when the server does not answer', async () => {
    const baseUrl = await fake(() => {
      /* never answers */
    });
    const started = Date.now();
    await expect(createOpenAIImages({ baseUrl, model: 'm', timeoutMs: 300 }).generate(request)).rejects.toThrow(
      'image service timed out after 300 ms',
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(hits).toBe(1);
  });

  it('refuses an answer larger than the size cap, declared or streamed', async () => {
    let chunked = false;
    const baseUrl = await fake((_req, _body, res) => {
      const big = JSON.stringify({ data: [{ b64_json: 'A'.repeat(200_000) }] });
      if (!chunked) return json(res, 200, JSON.parse(big));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(big.slice(0, 150_000));
      res.end(big.slice(150_000));
    });
    const client = createOpenAIImages({ baseUrl, model: 'm', maxBytes: 100_000 });
    await expect(client.generate(request)).rejects.toThrow('image service answer is larger than 100000 bytes');
    chunked = true;
    await expect(client.generate(request)).rejects.toThrow('image service answer is larger than 100000 bytes');
  });

  it('stops when the caller aborts', async () => {
    const baseUrl = await fake(() => {
      /* never answers */
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('user left')), 100);
    await expect(createOpenAIImages({ baseUrl, model: 'm' }).generate(request, controller.signal)).rejects.toThrow('user left');
  });

  it('retries once when the connection drops, then succeeds', async () => {
    const baseUrl = await fake((req, _body, res) => {
      if (hits === 1) {
        req.socket.destroy();
        return;
      }
      json(res, 200, { data: [{ b64_json: png.toString('base64') }] });
    });
    const bytes = await createOpenAIImages({ baseUrl, model: 'm' }).generate(request);
    expect(bytes.equals(png)).toBe(true);
    expect(hits).toBe(2);
  });

  it('gives up with a clear error when nothing listens', async () => {
    const baseUrl = await fake(() => {});
    server!.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    await expect(createOpenAIImages({ baseUrl, model: 'm' }).generate(request)).rejects.toThrow(
      /image service unreachable at .*ECONNREFUSED/,
    );
  });
});

describe('buildImagePrompt', () => {
  it('describes the same woman in every picture and varies only the shot and place', () => {
    const a = buildImagePrompt({ ...request, variant: 0, scene: undefined });
    const b = buildImagePrompt({ ...request, variant: 3, scene: 'on a rooftop at night' });
    const who = '22-year-old Japanese woman, red hair in a ponytail, blue eyes, slim build';
    expect(a).toContain(who);
    expect(b).toContain(who);
    expect(a).toContain('anime illustration');
    expect(a).toContain('wearing a traditional kimono');
    expect(b).toContain('on a rooftop at night');
    expect(a).not.toBe(b);
    expect(buildImagePrompt({ ...request, appearance: { ...appearance, style: 'REALITY' } })).toContain('photorealistic');
  });

  it('refuses anyone under 18 and describes an 18-year-old as a woman of 21 or more', () => {
    expect(() => buildImagePrompt({ ...request, appearance: { ...appearance, age: 16 } })).toThrow(expect.objectContaining({ code: 2004 }));
    expect(buildImagePrompt({ ...request, appearance: { ...appearance, age: 18 } })).toContain('21-year-old');
  });
});

describe('createImageProvider', () => {
  it('uses the built-in renderer without IMAGE_BASE_URL and the service with it', () => {
    expect(createImageProvider({}).name).toBe('builtin');
    expect(createImageProvider({ imageBaseUrl: '  ' }).name).toBe('builtin');
    expect(createImageProvider({ imageBaseUrl: 'http://127.0.0.1:9/v1', imageApiKey: 'k' }).name).toBe('openai-images');
  });
});
