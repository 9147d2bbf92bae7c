import { safeStorage } from '../../platform/storage.js';
import type { QuizAnswers } from './components/onboarding-quiz.js';

/**
 * The character a visitor chose on a landing, with the quiz answers, kept while they sign up (the
 * login may take a mail round trip): after it the answers are saved on the account and her chat opens.
 */
export interface PendingChoice {
  characterId: string;
  answers: QuizAnswers;
}

const KEY = 'landingChoice';

export function keepChoice(choice: PendingChoice) {
  safeStorage.set(KEY, JSON.stringify(choice));
}

export function takeChoice(): PendingChoice | null {
  const raw = safeStorage.get(KEY);
  if (!raw) return null;
  safeStorage.remove(KEY);
  try {
    const v = JSON.parse(raw) as PendingChoice;
    return typeof v?.characterId === 'string' && v.answers && typeof v.answers === 'object' ? v : null;
  } catch {
    return null;
  }
}
