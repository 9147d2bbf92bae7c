import { describe, expect, it } from 'vitest';
import { createLogger, requestLogger, silentLogger } from './log.js';

/** A real logger writing into an array, and its lines parsed. */
function capture() {
  const raw: string[] = [];
  const log = createLogger({ destination: { write: (s: string) => void raw.push(s) } });
  return { log, raw, lines: () => raw.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('log lines', () => {
  it('write secrets as [redacted] at the top level and one level down, whatever their type, and nothing else (undefined at the top level stays absent)', () => {
    const { log, lines } = capture();
    const nested = { token: 'abc', email: 'a@b.c', userId: 'u1', deeper: { password: 'kept-too-deep' }, phone: undefined };
    const list = [{ token: 't-in-a-list' }];
    log.warn('call failed', {
      token: 'tok-123',
      code: 1234,
      params: { page: 1 },
      prompt: undefined,
      user: nested,
      list,
      at: new Date(Date.UTC(2026, 10, 26)),
      userId: 'u1',
      n: 3,
      ok: true,
      nothing: null,
    });
    expect(lines()[0]).toEqual({
      level: 'warn',
      time: expect.any(String),
      msg: 'call failed',
      token: '[redacted]',
      code: '[redacted]',
      params: '[redacted]',
      user: { token: '[redacted]', email: '[redacted]', userId: 'u1', deeper: { password: 'kept-too-deep' }, phone: '[redacted]' },
      list: [{ token: 't-in-a-list' }],
      at: '2026-11-26T00:00:00.000Z',
      userId: 'u1',
      n: 3,
      ok: true,
      nothing: null,
    });
    // The caller's objects are left as they were.
    expect(nested).toEqual({ token: 'abc', email: 'a@b.c', userId: 'u1', deeper: { password: 'kept-too-deep' }, phone: undefined });
    expect(list).toEqual([{ token: 't-in-a-list' }]);
  });

  it('cut email addresses, bot tokens and bearer values out of the message and top-level strings', () => {
    const { log, lines } = capture();
    log.error('mail to someone@example.com failed', {
      error: 'GET https://api.telegram.org/bot123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw/getMe: Bearer abc.def',
      detail: { note: 'someone@example.com' },
    });
    expect(lines()[0]).toMatchObject({
      msg: 'mail to [redacted] failed',
      error: 'GET https://api.telegram.org/bot[redacted]/getMe: [redacted]',
      detail: { note: 'someone@example.com' },
    });
  });

  it('stamp the request id on the lines of a request logger, first among the fields, and only there', () => {
    const { log, raw, lines } = capture();
    const forRequest = requestLogger(log, 'req-1');
    forRequest.info('request', { method: 'POST', route: '/v1/x', status: 200, ms: 1.5 });
    forRequest.warn('bare');
    log.info('outside', { n: 1 });
    expect(raw[0]).toMatch(
      /^\{"level":"info","time":"[^"]+","requestId":"req-1","method":"POST","route":"\/v1\/x","status":200,"ms":1\.5,"msg":"request"\}\n$/,
    );
    expect(lines()[1]).toEqual({ level: 'warn', time: expect.any(String), requestId: 'req-1', msg: 'bare' });
    expect(lines()[2]).toEqual({ level: 'info', time: expect.any(String), n: 1, msg: 'outside' });
    expect(requestLogger(silentLogger, 'req-1')).toBe(silentLogger);
  });

  it('write nothing below the level', () => {
    const raw: string[] = [];
    const log = createLogger({ level: 'warn', destination: { write: (s: string) => void raw.push(s) } });
    requestLogger(log, 'r').info('request', { status: 200 });
    log.info('no');
    log.warn('yes');
    expect(raw.map((l) => JSON.parse(l).msg)).toEqual(['yes']);
  });
});
