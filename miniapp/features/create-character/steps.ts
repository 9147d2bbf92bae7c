import { limits } from '../../../shared/constants.js';
import type { Draft, Mode } from './atoms/draft.js';

/** The spec's create-character steps up to the overview, in order (spec §2). */
export const inputSteps = [
  'mode',
  'style',
  'age',
  'ethnicity',
  'eyeColor',
  'hairstyle',
  'hairColor',
  'body',
  'breast',
  'hip',
  'clothing',
  'kinks',
  'occupation',
  'personality',
  'relationship',
  'overview',
] as const;
export type InputStep = (typeof inputSteps)[number];
export type StepId = InputStep | 'processing' | 'confirm';

/** The attribute steps chosen from a grid of tiles. */
export type ChoiceStep = Exclude<InputStep, 'mode' | 'style' | 'age' | 'kinks' | 'overview'>;

/** A free-text idea needs only the looks that cannot be read from words: style and age, then the overview. */
const promptFlow: InputStep[] = ['mode', 'style', 'age', 'overview'];

export const flowOf = (mode: Mode | null): InputStep[] => (mode === 'prompt' ? promptFlow : [...inputSteps]);

export const isStepId = (v: string | null): v is StepId =>
  v === 'processing' || v === 'confirm' || (inputSteps as readonly string[]).includes(v ?? '');

export const validAge = (age: number | null): age is number =>
  age !== null && Number.isInteger(age) && age >= limits.adultAge && age <= limits.maxAge;

/** Whether a step has what it needs to go on. */
export function stepComplete(step: InputStep, d: Draft): boolean {
  switch (step) {
    case 'mode':
      return d.mode === 'template' || (d.mode === 'prompt' && d.prompt.trim() !== '');
    case 'style':
      return d.style !== null;
    case 'age':
      return validAge(d.age);
    case 'kinks':
      return d.kinks.length <= limits.kinksMax;
    case 'overview':
      return false;
    default:
      return d[step] !== null;
  }
}

/** The first step before `target` that is still open, or `target` itself. */
export function reachableStep(target: InputStep, d: Draft): InputStep {
  const flow = flowOf(d.mode);
  const index = flow.indexOf(target);
  if (index < 0) return flow[0]!;
  for (const step of flow.slice(0, index)) if (!stepComplete(step, d)) return step;
  return target;
}

export const stepUrl = (step: StepId, extra: Record<string, string> = {}) => {
  const q = new URLSearchParams({ step, ...extra });
  return `/my-roles/create?${q.toString()}`;
};
