import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface Mail {
  /** Overrides MAIL_FROM for this mail (the brand's name before its address). */
  from?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Real SMTP when MAIL_URL is set; otherwise every mail is rendered to a real .eml file in
 * DATA_DIR/outbox, so a developer (and the tests) can read the code without a mail server.
 */
export function createMailer(opts: { mailUrl: string | null; from: string; outboxDir: string; log?: (msg: string) => void }): Mailer {
  if (opts.mailUrl) {
    const transport = nodemailer.createTransport(opts.mailUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = join(opts.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log?.(`mail to ${mail.to} written to ${file}`);
    },
  };
}
