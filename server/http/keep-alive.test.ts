import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent, request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { signBody } from '../../shared/sign.js';
import { makeTestApp, type TestApp } from '../test/harness.js';

interface Answer {
  status: number;
  body: string;
  /** The client's port: the same on two answers means the same connection. */
  socketPort: number;
}

/**
 * One request through a keep-alive agent with a single socket, as a browser or a gateway's client
 * sends them; `pieces` > 1 sends the body in that many parts 100 ms apart (a slow network).
 */
function send(agent: Agent, port: number, path: string, body: string, headers: Record<string, string> = {}, pieces = 1): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const length = headers['transfer-encoding'] ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    let answer: Answer | undefined;
    let written = false;
    // Done when the answer is read and the whole body is written: only then may the socket carry the next request.
    const done = () => answer && written && resolve(answer);
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', ...length, ...headers } },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (p: Buffer) => parts.push(p));
        res.on('end', () => {
          answer = { status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8'), socketPort: req.socket?.localPort ?? 0 };
          done();
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.on('finish', () => {
      written = true;
      done();
    });
    const size = Math.ceil(body.length / pieces);
    const write = (i: number) => {
      if (i >= pieces) return void req.end();
      req.write(body.slice(i * size, (i + 1) * size));
      setTimeout(() => write(i + 1), 100);
    };
    write(0);
  });
}

describe('a refused oversized body leaves the keep-alive connection usable', () => {
  let t: TestApp;
  let port = 0;
  let close = () => {};
  let agent: Agent;
  beforeEach(async () => {
    t = await makeTestApp();
    await new Promise<void>((resolve) => {
      const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        port = info.port;
        resolve();
      });
      close = () => server.close();
    });
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
  });
  afterEach(async () => {
    agent?.destroy();
    close();
    await t.close();
  });

  it('payment webhook: 413 for 100 KB, then the next request on the same socket is answered', async () => {
    const big = JSON.stringify({ provider: 'sandbox', pad: 'x'.repeat(100 * 1024) });
    const refused = await send(agent, port, '/hooks/pay/sandbox', big, { 'x-signature': 'x' });
    expect(refused.status).toBe(413);
    const next = await send(agent, port, '/hooks/pay/sandbox', '{}', { 'x-signature': 'forged' });
    expect(next.socketPort).toBe(refused.socketPort);
    expect(next.status).toBe(401);
  });

  it('payment webhook: a 100 KB body sent slowly or without a length gets 413, and the socket still serves', async () => {
    const big = JSON.stringify({ provider: 'sandbox', pad: 'x'.repeat(100 * 1024) });
    const slow = await send(agent, port, '/hooks/pay/sandbox', big, { 'x-signature': 'x' }, 10);
    expect(slow.status).toBe(413);
    const chunked = await send(agent, port, '/hooks/pay/sandbox', big, { 'x-signature': 'x', 'transfer-encoding': 'chunked' }, 4);
    expect(chunked.status).toBe(413);
    const next = await send(agent, port, '/hooks/pay/sandbox', '{}', { 'x-signature': 'forged' });
    expect([chunked.socketPort, next.socketPort]).toEqual([slow.socketPort, slow.socketPort]);
    expect(next.status).toBe(401);
  });

  it('/v1 envelope: 413 for 1.5 MB, then the next call on the same socket is answered', async () => {
    const big = JSON.stringify({ params: { pad: 'x'.repeat(1536 * 1024) } });
    const refused = await send(agent, port, '/v1/config', big, { sign: signBody(big, t.deps.config.signSecret) });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body).code).toBe(1000);
    const small = JSON.stringify({ params: {} });
    const next = await send(agent, port, '/v1/config', small, { sign: signBody(small, t.deps.config.signSecret) });
    expect(next.socketPort).toBe(refused.socketPort);
    expect(next.status).toBe(200);
    expect(JSON.parse(next.body).code).toBe(0);
  });

  it('/v1 envelope: a body streamed without a length that passes 1 MB is refused, and the socket still serves', async () => {
    const big = JSON.stringify({ params: { pad: 'x'.repeat(1536 * 1024) } });
    const refused = await send(agent, port, '/v1/config', big, { sign: 'x', 'transfer-encoding': 'chunked' }, 8);
    expect(refused.status).toBe(413);
    const small = JSON.stringify({ params: {} });
    const next = await send(agent, port, '/v1/config', small, { sign: signBody(small, t.deps.config.signSecret) });
    expect(next.socketPort).toBe(refused.socketPort);
    expect(JSON.parse(next.body).code).toBe(0);
  });

  it('a body declared far over any limit is refused at once, closing the connection it cannot drain', async () => {
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /v1/config HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 104857600\r\nConnection: keep-alive\r\n\r\n{"params":',
        );
      });
      let text = '';
      socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(head).toMatch(/^HTTP\/1\.1 413/);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
  });
});
