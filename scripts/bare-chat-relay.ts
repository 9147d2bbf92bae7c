/**
 * The floor of a chat reply, for scripts/bench-chat.ts: a bare Hono app on @hono/node-server that
 * relays each POSTed message to the same OpenAI-compatible provider (undici, streamed), joins the
 * pieces and answers JSON. No database, no account, no content policy, no memory: what any server
 * standing between the client and the model pays.
 *   node --import tsx scripts/bare-chat-relay.ts <provider base URL>   → prints "listening on <url>"
 */
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { Agent, request } from 'undici';

const provider = process.argv[2]!;
const agent = new Agent({ connections: 512, keepAliveTimeout: 30_000 });

const app = new Hono().post('*', async (c) => {
  const { params } = (await c.req.json()) as { params: { content?: unknown } };
  const res = await request(`${provider}/chat/completions`, {
    method: 'POST',
    dispatcher: agent,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'fake', stream: true, messages: [{ role: 'user', content: String(params.content ?? '') }] }),
  });
  let text = '';
  for (const line of (await res.body.text()).split('\n')) {
    if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
    text += (JSON.parse(line.slice(6)) as { choices: Array<{ delta?: { content?: string } }> }).choices[0]?.delta?.content ?? '';
  }
  return c.json({ code: 0, message: '', data: { message: { role: 'assistant', content: text } } });
});
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`listening on http://127.0.0.1:${info.port}`));
process.on('SIGTERM', () => process.exit(0));
