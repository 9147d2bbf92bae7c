/**
 * The optional second layer: a moderation model that decides the cases the offline classifier
 * finds uncertain. Two protocols, chosen by the model's name:
 * - an OpenAI-compatible `POST /moderations` (`omni-moderation-latest` and compatible servers):
 *   refused when the result flags `sexual/minors` or scores it at 0.4 or more;
 * - a guard model served by chat completions (Llama Guard by vLLM or llama.cpp; any model whose
 *   name says "guard" or "shield"): the conversation is sent as it is and the model answers
 *   `safe` or `unsafe` with its categories; refused when unsafe for S4 (child sexual exploitation)
 *   or unsafe without a category.
 * Any failure (network, status, timeout, unreadable answer) throws: the caller fails closed.
 */
export interface GuardTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface GuardModel {
  readonly protocol: 'moderations' | 'chat';
  /** True when the model says the conversation's last turn is sexual content involving a minor. */
  refuses(turns: GuardTurn[], signal?: AbortSignal): Promise<boolean>;
}

export interface GuardModelOptions {
  baseUrl: string;
  apiKey?: string | null;
  model: string;
  /** Per call; the queue wait usually covers it. */
  timeoutMs?: number;
}

const MINORS_SCORE = 0.4;

export function createGuardModel(o: GuardModelOptions): GuardModel {
  const base = o.baseUrl.replace(/\/+$/, '');
  const protocol = /guard|shield/i.test(o.model) ? 'chat' : 'moderations';
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (o.apiKey) headers.authorization = `Bearer ${o.apiKey}`;
  const timeout = o.timeoutMs ?? 3000;

  async function post(path: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
    const limit = AbortSignal.timeout(timeout);
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, limit]) : limit,
    });
    if (!res.ok) throw new Error(`moderation model answered ${res.status}`);
    return res.json();
  }

  return {
    protocol,
    async refuses(turns, signal) {
      if (protocol === 'moderations') {
        // One text: the last turns with who said them, the newest last.
        const input = turns.map((t) => `${t.role === 'user' ? 'User' : 'Character'}: ${t.content}`).join('\n');
        const data = (await post('/moderations', { model: o.model, input }, signal)) as {
          results?: { flagged?: boolean; categories?: Record<string, boolean>; category_scores?: Record<string, number> }[];
        };
        const r = data.results?.[0];
        if (!r || typeof r !== 'object') throw new Error('moderation model gave no result');
        return r.categories?.['sexual/minors'] === true || (r.category_scores?.['sexual/minors'] ?? 0) >= MINORS_SCORE;
      }
      // A guard model reads a conversation that starts with the user and alternates.
      const messages: GuardTurn[] = [];
      for (const t of turns.slice(
        Math.max(
          0,
          turns.findIndex((x) => x.role === 'user'),
        ),
      )) {
        const last = messages.at(-1);
        if (last?.role === t.role) last.content += `\n${t.content}`;
        else messages.push({ ...t });
      }
      const data = (await post(
        '/chat/completions',
        { model: o.model, messages, temperature: 0, max_tokens: 20, stream: false },
        signal,
      )) as {
        choices?: { message?: { content?: string } }[];
      };
      const answer = data.choices?.[0]?.message?.content?.trim().toLowerCase();
      if (!answer) throw new Error('guard model gave no answer');
      if (answer.startsWith('safe')) return false;
      if (!answer.startsWith('unsafe')) throw new Error(`guard model answer not understood: ${answer.slice(0, 40)}`);
      const categories: string[] = answer.slice('unsafe'.length).match(/s\d+/g) ?? [];
      return categories.length === 0 || categories.includes('s4');
    },
  };
}
