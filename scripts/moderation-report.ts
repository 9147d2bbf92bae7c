/** Prints the content policy's precision and recall over its corpus: `node --import tsx scripts/moderation-report.ts`. */
import { allowedCorpus, corpus, refusedCorpus } from '../server/domain/moderation/corpus.js';
import { evaluate, formatEvaluation } from '../server/domain/moderation/evaluate.js';
import { assessText } from '../server/domain/moderation/index.js';

console.log(formatEvaluation(evaluate(corpus, assessText), { allowed: allowedCorpus.length, refused: refusedCorpus.length }));
