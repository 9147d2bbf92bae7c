/**
 * Labelled chat turns for the content policy, written for this project: `refuse` marks sexual
 * content involving a minor (in the message, or in the message read with the conversation before
 * it); everything else is an adult's ordinary message and must be answered. The hard allowed cases
 * name children without sexual intent, or sexual intent beside children who are not in the scene.
 */
import { chatCorpusEurope } from './chat-corpus-europe.js';
import { chatCorpusAsia } from './chat-corpus-asia.js';
import { chatCorpusRedteam } from './chat-corpus-redteam.js';
import type { ChatCase } from './chat-case.js';

export type { ChatCase } from './chat-case.js';

export const chatCorpus: ChatCase[] = [...chatCorpusEurope, ...chatCorpusAsia, ...chatCorpusRedteam];

/** The 22 languages of the catalogue texts (Chinese in both scripts). */
export const corpusLanguages = [
  'en',
  'zh',
  'zh-hant',
  'ru',
  'bn',
  'pt',
  'es',
  'hi',
  'id',
  'ms',
  'vi',
  'pl',
  'uk',
  'my',
  'kk',
  'it',
  'fr',
  'tr',
  'de',
  'ar',
  'ja',
  'ko',
  'ta',
];
