/**
 * A fake OpenAI-compatible server that answers at once, for benchmarks and manual tries:
 *   node --import tsx scripts/fake-llm.ts [port]   → prints its base URL
 */
import { startFakeOpenAi, sseReply } from '../server/providers/llm/test-support/fake-openai-server.js';

const fake = await startFakeOpenAi(Number(process.argv[2] ?? 0));
fake.handle(sseReply(['Hello', ' there,', ' handsome.']));
console.log(fake.baseURL);
