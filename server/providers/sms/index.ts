import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

/**
 * The SMS provider interface. No gateway is configured by default: messages go to
 * DATA_DIR/outbox/sms-*.txt, the same way mail does without MAIL_URL.
 */
export function createOutboxSms(outboxDir: string, log?: (msg: string) => void): SmsSender {
  return {
    async send(phone, text) {
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `sms-${Date.now()}-${randomBytes(4).toString('hex')}.txt`);
      await writeFile(file, `To: ${phone}\n\n${text}\n`);
      log?.(`sms to ${phone} written to ${file}`);
    },
  };
}
