import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

describe('configuration', () => {
  // Made from HOST and PORT, the webhook address was each process's own: the last to start won
  // Telegram's updates, at an address Telegram cannot reach.
  it('refuses the Telegram webhook without PUBLIC_URL, the one address every process gives Telegram', () => {
    expect(() => readConfig({ TELEGRAM_WEBHOOK: '1', BOT_TOKEN: '1:x' })).toThrow(/TELEGRAM_WEBHOOK=1 needs PUBLIC_URL/);
    expect(readConfig({ TELEGRAM_WEBHOOK: '1', PUBLIC_URL: 'https://chat.example/' }).publicUrl).toBe('https://chat.example');
    expect(readConfig({ TELEGRAM_WEBHOOK: '0', PORT: '8901' }).publicUrl).toBe('http://127.0.0.1:8901');
  });
});
