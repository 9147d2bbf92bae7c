import type { CorpusEntry } from './corpus.js';
import type { Finding } from './index.js';

export interface Evaluation {
  precision: number;
  recall: number;
  truePositives: number;
  falsePositives: CorpusEntry[];
  falseNegatives: CorpusEntry[];
  /** Refused, but for another reason than the label says. */
  otherCategory: { entry: CorpusEntry; found: Finding }[];
}

/** Precision and recall of refusing, over a labelled corpus. */
export function evaluate(entries: CorpusEntry[], assess: (text: string) => Finding | null): Evaluation {
  let truePositives = 0;
  const falsePositives: CorpusEntry[] = [];
  const falseNegatives: CorpusEntry[] = [];
  const otherCategory: Evaluation['otherCategory'] = [];
  for (const entry of entries) {
    const found = assess(entry.text);
    if (entry.expect && found) {
      truePositives++;
      if (found.category !== entry.expect) otherCategory.push({ entry, found });
    } else if (entry.expect) falseNegatives.push(entry);
    else if (found) falsePositives.push(entry);
  }
  return {
    precision: truePositives / Math.max(1, truePositives + falsePositives.length),
    recall: truePositives / Math.max(1, truePositives + falseNegatives.length),
    truePositives,
    falsePositives,
    falseNegatives,
    otherCategory,
  };
}

export function formatEvaluation(e: Evaluation, total: { allowed: number; refused: number }): string {
  const lines = [
    `content policy corpus: ${total.allowed} allowed, ${total.refused} refused`,
    `precision ${e.precision.toFixed(3)}  recall ${e.recall.toFixed(3)}  (true positives ${e.truePositives})`,
    ...e.falsePositives.map((x) => `  false positive [${x.lang}] ${x.text}`),
    ...e.falseNegatives.map((x) => `  missed [${x.lang}] (${x.expect}) ${x.text}`),
    ...e.otherCategory.map(
      (x) => `  other reason [${x.entry.lang}] ${x.entry.expect} → ${x.found.category} ("${x.found.match}") ${x.entry.text}`,
    ),
  ];
  return lines.join('\n');
}
