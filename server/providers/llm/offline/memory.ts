import type { ChatTurn } from '../types.js';
import { extractFacts, type Fact } from './facts.js';
import { allPacks, packFor } from './packs.js';
import type { FactKey } from './types.js';

const MAX_CHARS = 1200;
/** One value each; a newer statement replaces the older. */
const SINGLE: ReadonlySet<FactKey> = new Set(['name', 'age', 'place', 'job']);
const ORDER: readonly FactKey[] = ['name', 'age', 'place', 'job', 'like', 'plan'];
const MAX_VALUES = 8;

/** Read our own summary lines back (`- Likes: hiking; jazz`) in any language's labels. */
export function parseMemory(summary: string): Fact[] {
  const facts: Fact[] = [];
  for (const line of summary.split('\n')) {
    const m = /^\s*[-•]\s*([^:：]+)[:：]\s*(.+)$/u.exec(line);
    if (!m) continue;
    const key = keyOfLabel(m[1]!.trim());
    if (!key) continue;
    for (const value of m[2]!.split(/\s*;\s*/)) if (value.trim()) facts.push({ key, value: value.trim() });
  }
  return facts;
}

function keyOfLabel(label: string): FactKey | undefined {
  for (const pack of allPacks) {
    const labels = pack.memoryLabels;
    if (!labels) continue;
    for (const key of ORDER) if (labels[key].toLowerCase() === label.toLowerCase()) return key;
  }
  return undefined;
}

/**
 * The running memory of turns that left the prompt window: facts the user told about themself,
 * one short line per kind, newest kept when over the cap. Lines we cannot read (say, written by
 * an LLM summariser earlier) are kept as they are.
 */
export function summarizeMemory(previousSummary: string, turns: readonly ChatTurn[], lang: string): string {
  const pack = packFor(lang);
  const labels = pack.memoryLabels ?? packFor('en').memoryLabels!;
  const foreign = previousSummary
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && parseMemory(l).length === 0);
  const values = new Map<FactKey, string[]>();
  const add = (f: Fact) => {
    const list = SINGLE.has(f.key) ? [] : (values.get(f.key) ?? []).filter((v) => v.toLowerCase() !== f.value.toLowerCase());
    list.push(f.value);
    values.set(f.key, list.slice(-MAX_VALUES));
  };
  parseMemory(previousSummary).forEach(add);
  const order = [pack, ...allPacks.filter((p) => p !== pack)];
  for (const turn of turns) if (turn.role === 'user') extractFacts(turn.content, order).forEach(add);

  const render = () =>
    [...ORDER.filter((k) => values.get(k)?.length).map((k) => `- ${labels[k]}: ${values.get(k)!.join('; ')}`), ...foreign].join('\n');
  let text = render();
  // Over the cap: drop the oldest list values first, then the oldest foreign lines.
  while (text.length > MAX_CHARS) {
    const longest = (['like', 'plan'] as const).map((k) => values.get(k) ?? []).sort((a, b) => b.length - a.length)[0]!;
    if (longest.length > 1) longest.shift();
    else if (foreign.length) foreign.shift();
    else return text.slice(0, MAX_CHARS);
    text = render();
  }
  return text;
}

/**
 * The facts chosen for a reply, as the offline engine reads its memory (`- Likes: jazz; sushi` in
 * the reply language's labels), then the story so far. Kinds it has no label for stay out.
 */
export function renderMemory(facts: ReadonlyArray<{ kind: string; text: string }>, summary: string, lang: string): string {
  const labels = packFor(lang).memoryLabels ?? packFor('en').memoryLabels!;
  const lines = ORDER.flatMap((k) => {
    const values = facts.filter((f) => f.kind === k).map((f) => f.text.replace(/;/g, ','));
    return values.length ? [`- ${labels[k]}: ${values.join('; ')}`] : [];
  });
  return [...lines, summary.trim()].filter(Boolean).join('\n');
}
