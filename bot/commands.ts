import type { BotCommand } from 'grammy/types';
import { messagesFor } from './i18n/index.js';
import { starsTexts } from './i18n/stars-texts.js';

/** The bot's commands in a language: Telegram's command menu, and the list /help sends. */
export function commandsFor(code: string): BotCommand[] {
  const t = messagesFor(code);
  return [
    { command: 'start', description: t.cmdStart },
    { command: 'characters', description: t.dm.cmdCharacters },
    { command: 'help', description: t.cmdHelp },
    { command: 'language', description: t.cmdLanguage },
    { command: 'paysupport', description: t.cmdPaySupport },
    { command: 'privacy', description: starsTexts(code).cmdPrivacy },
  ];
}
