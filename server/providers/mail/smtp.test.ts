import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { makeTestApp } from '../../test/harness.js';

/** A real SMTP peer on loopback: the mailer speaks the protocol, we read what arrived. */
const received: { to: string[]; raw: string }[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const parts: Buffer[] = [];
      stream.on('data', (c: Buffer) => parts.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(parts).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  port = (server.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('login mail over SMTP', () => {
  it('sends the code through MAIL_URL and it logs the user in', async () => {
    const t = await makeTestApp({ env: { MAIL_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` } });
    try {
      expect((await t.call('/v1/login/email/request-login', { email: 'smtp@example.com', useShortCode: true })).code).toBe(0);
      const mail = received.at(-1)!;
      expect(mail.to).toEqual(['smtp@example.com']);
      const code = /Subject: (\d{6}) is your/.exec(mail.raw)![1]!;
      const r = await t.call('/v1/login/email', { email: 'smtp@example.com', code });
      expect(r.code).toBe(0);
    } finally {
      await t.close();
    }
  });
});
