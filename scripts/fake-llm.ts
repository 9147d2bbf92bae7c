/**
 * A fake OpenAI-compatible server that answers at once, for benchmarks and manual tries:
 *   node --import tsx scripts/fake-llm.ts [port]   → prints its base URL
 * A chat reply is three pieces (FAKE_LLM_PIECES=n: n word pieces, as a model streams a longer
 * reply token by token; FAKE_LLM_GAP_MS=ms: that pause after each piece, to watch a reply stream
 * through a proxy); a memory fold (its system prompt asks for the STORY / FACTS form) is answered
 * in that form, as a model following the prompt would, so the server parses it rather than
 * falling back to its offline extractor.
 */
import { startFakeOpenAi, sseReply } from '../server/providers/llm/test-support/fake-openai-server.js';

const fake = await startFakeOpenAi(Number(process.argv[2] ?? 0));
const pieces = Number(process.env.FAKE_LLM_PIECES ?? 0);
const words = ['Hello', ' there,', ' handsome.', ' I', ' was', ' thinking', ' about', ' you', ' all', ' day.'];
const gapMs = Number(process.env.FAKE_LLM_GAP_MS ?? 0);
const chat = sseReply(pieces ? Array.from({ length: pieces }, (_, i) => words[i % words.length]!) : words.slice(0, 3), gapMs);
const fold = sseReply(['STORY: They talked about their day and she listened.', '\nFACTS:\n', '- like #1 quiet evenings at home']);
const isFold = (body: unknown) =>
  String((body as { messages?: Array<{ content?: string }> } | null)?.messages?.[0]?.content ?? '').startsWith(
    "You keep a companion's memory",
  );
fake.handle((req, res, body) => (isFold(body) ? fold : chat)(req, res, body));
// The fake keeps every request for tests; a benchmark's thousands would only grow it.
setInterval(() => {
  fake.requests.length = 0;
  fake.closed.length = 0;
}, 1000).unref();
console.log(fake.baseURL);
