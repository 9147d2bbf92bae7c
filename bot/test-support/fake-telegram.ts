import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StarTransaction } from 'grammy/types';

/** One Bot API request as the fake server received it; files arrive as `{ file, size }`. */
export interface RecordedCall {
  token: string;
  method: string;
  payload: Record<string, unknown>;
}

export interface FakeTelegram {
  /** apiRoot for grammY: `client: { apiRoot: url }`. */
  url: string;
  calls: RecordedCall[];
  /** Calls of one method, in arrival order. */
  callsOf(method: string): RecordedCall[];
  /** What getStarTransactions pages through (tests push the bot's Stars history here). */
  starTransactions: StarTransaction[];
  /**
   * Make one method answer an error, as Telegram does (`{ok: false, error_code, description}`,
   * and `parameters` such as flood control's `{ retry_after: seconds }`).
   */
  failNext(method: string, code: number, description: string, parameters?: Record<string, unknown>): void;
  /** Updates for the bot's long polling: getUpdates hands them out from its `offset`, as Telegram does. */
  deliver(...updates: Array<{ update_id: number } & Record<string, unknown>>): void;
  reset(): void;
  close(): Promise<void>;
}

export const FAKE_BOT_INFO = {
  id: 999000,
  is_bot: true as const,
  first_name: 'Test Bot',
  username: 'test_companion_bot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: true,
};

let messageId = 1000;

/** A plausible `result` for each method the bot uses, so grammY sees what Telegram would send. */
function resultFor(method: string, p: Record<string, unknown>): unknown {
  const chat = { id: Number(p.chat_id ?? 0), type: 'private' as const, first_name: 'User' };
  const message = (extra: Record<string, unknown>) => ({
    message_id: ++messageId,
    date: Math.floor(Date.now() / 1000),
    chat,
    from: FAKE_BOT_INFO,
    ...extra,
  });
  switch (method) {
    case 'getMe':
      return FAKE_BOT_INFO;
    case 'getUpdates':
      return [];
    case 'sendMessage':
      return message({ text: p.text });
    case 'sendPhoto':
      return message({
        photo: [{ file_id: `ph${messageId}`, file_unique_id: `u${messageId}`, width: 768, height: 1024 }],
        caption: p.caption,
      });
    case 'sendInvoice':
      return message({
        invoice: { title: p.title, description: p.description, start_parameter: '', currency: p.currency, total_amount: 0 },
      });
    case 'createInvoiceLink':
      return `https://t.me/$fake_invoice_${messageId++}`;
    case 'sendPaidMedia':
      return message({ paid_media: { star_count: p.star_count, paid_media: [{ type: 'preview' }] }, caption: p.caption });
    case 'savePreparedInlineMessage':
      return { id: `prepared_${++messageId}`, expiration_date: Math.floor(Date.now() / 1000) + 3600 };
    case 'editMessageText':
    case 'editMessageCaption':
    case 'editMessageReplyMarkup':
      return message({ text: p.text });
    default:
      // setMyCommands, setChatMenuButton, answerCallbackQuery, answerPreCheckoutQuery, refundStarPayment, setWebhook, deleteWebhook…
      return true;
  }
}

/**
 * grammY's multipart (sent when an InputFile is attached) writes `filename=x` unquoted, which the
 * web platform's parser refuses; this reads it as the Bot API does. Files become `{ file, size }`
 * and `attach://<part>` references are resolved to them.
 */
function parseMultipart(body: Buffer, boundary: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const files: Record<string, { file: string; size: number }> = {};
  const text = body.toString('latin1');
  for (const part of text.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const content = part.slice(split + 4).replace(/\r\n$/, '');
    const name = /name="([^"]+)"/.exec(head)?.[1];
    if (!name) continue;
    const filename = /filename="?([^"\r\n;]+)"?/.exec(head)?.[1];
    if (filename) {
      files[name] = { file: filename, size: Buffer.byteLength(content, 'latin1') };
      continue;
    }
    const value = Buffer.from(content, 'latin1').toString('utf8');
    try {
      out[name] = JSON.parse(value);
    } catch {
      out[name] = value;
    }
  }
  for (const [k, v] of Object.entries(out)) {
    if (typeof v === 'string' && v.startsWith('attach://')) out[k] = files[v.slice('attach://'.length)] ?? v;
  }
  return out;
}

async function readPayload(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const body = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (body.length === 0) return {};
  if (type.startsWith('multipart/form-data')) return parseMultipart(body, /boundary=(.+)$/.exec(type)?.[1] ?? '');
  return JSON.parse(body.toString('utf8')) as Record<string, unknown>;
}

/** A local Bot API on 127.0.0.1: answers `POST /bot<token>/<method>` and records every call. */
export async function startFakeTelegram(): Promise<FakeTelegram> {
  const calls: RecordedCall[] = [];
  const failures = new Map<string, { code: number; description: string; parameters?: Record<string, unknown> }>();
  /** Updates waiting for getUpdates, oldest first. */
  const pending: Array<{ update_id: number } & Record<string, unknown>> = [];
  const refunded = new Set<string>();
  const starTransactions: StarTransaction[] = [];
  const server: Server = createServer((req, res) => {
    const m = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(req.url ?? '');
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!m || req.method !== 'POST') return reply(404, { ok: false, error_code: 404, description: 'Not Found' });
    const [, token = '', method = ''] = m;
    readPayload(req).then(
      async (payload) => {
        calls.push({ token, method, payload });
        if (method === 'getUpdates') {
          // An offset confirms every update before it: those are gone.
          const offset = Number(payload.offset ?? 0);
          while (pending.length && pending[0]!.update_id < offset) pending.shift();
          if (pending.length) return reply(200, { ok: true, result: [...pending] });
          // Long polling with nothing to deliver: hold briefly like Telegram does, then answer none.
          await new Promise((r) => setTimeout(r, 50));
        }
        const fail = failures.get(method);
        if (fail) {
          failures.delete(method);
          return reply(fail.code, { ok: false, error_code: fail.code, description: fail.description, parameters: fail.parameters });
        }
        // Stars as Telegram keeps them: a charge is given back once, the history is paged.
        if (method === 'refundStarPayment') {
          const charge = String(payload.telegram_payment_charge_id);
          if (refunded.has(charge)) return reply(400, { ok: false, error_code: 400, description: 'Bad Request: CHARGE_ALREADY_REFUNDED' });
          refunded.add(charge);
        }
        if (method === 'getStarTransactions') {
          const offset = Number(payload.offset ?? 0);
          const limit = Number(payload.limit ?? 100);
          return reply(200, { ok: true, result: { transactions: starTransactions.slice(offset, offset + limit) } });
        }
        reply(200, { ok: true, result: resultFor(method, payload) });
      },
      (e: unknown) => reply(400, { ok: false, error_code: 400, description: `Bad Request: ${String(e)}` }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    starTransactions,
    callsOf: (method) => calls.filter((c) => c.method === method),
    failNext: (method, code, description, parameters) => void failures.set(method, { code, description, parameters }),
    deliver: (...updates) => void pending.push(...updates),
    reset: () => void calls.splice(0),
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
