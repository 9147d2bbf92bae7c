/** One labelled chat turn of the corpus, and the helpers the per-language files write them with. */
export interface ChatCase {
  lang: string;
  text: string;
  /** Earlier turns, oldest first (the user's and the character's). */
  context?: string[];
  refuse: boolean;
}

export const ok = (lang: string, ...texts: string[]): ChatCase[] => texts.map((text) => ({ lang, text, refuse: false }));
export const no = (lang: string, ...texts: string[]): ChatCase[] => texts.map((text) => ({ lang, text, refuse: true }));
/** A turn read with the conversation before it. */
export const okAfter = (lang: string, context: string[], text: string): ChatCase => ({ lang, text, context, refuse: false });
export const noAfter = (lang: string, context: string[], text: string): ChatCase => ({ lang, text, context, refuse: true });
