import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import PO from 'pofile';
import type { Hono } from 'hono';
import { allLocaleCodes } from '../../shared/locales.js';
import type { AppEnv } from './env.js';

const cache = new Map<string, Record<string, string>>();

/**
 * GET /_i18n/{locale}/messages.json: the translations of one locale as msgid → text, for clients
 * that do not bundle the catalogs (docs/api.md, Other). Untranslated entries are left out.
 */
export function mountI18n(app: Hono<AppEnv>, localesDir: string) {
  app.get('/_i18n/:locale/messages.json', async (c) => {
    const locale = c.req.param('locale');
    if (!allLocaleCodes.includes(locale)) return c.json({ error: 'unknown locale' }, 404);
    let messages = cache.get(locale);
    if (!messages) {
      messages = {};
      try {
        const po = PO.parse(await readFile(join(localesDir, locale, 'messages.po'), 'utf8'));
        for (const item of po.items) {
          const text = item.msgstr[0];
          if (text) messages[item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid] = text;
        }
      } catch {
        // No catalog yet for this locale: an empty set makes the client fall back to English.
      }
      cache.set(locale, messages);
    }
    c.header('Cache-Control', 'public, max-age=86400');
    return c.json(messages);
  });
}
