import { describe, expect, it } from 'vitest';
import { localeTexts } from './locale-texts.js';
import { rejectedTerms as rejectedOf, type TermRule } from './term-rules.js';

/**
 * Hindi names each thing one way (docs/languages.md), the words the mini-app's labels use most:
 * the checkout page sold "600 सिक्के" beside the app's कॉइन, and Settings said किरदार beside
 * "मेरे कैरेक्टर" on the tab bar. It also addresses the user as आप everywhere: two texts said
 * तुम (the subscription and account-deletion pages).
 */
const terms: TermRule[] = [
  { concept: 'coins', kept: 'कॉइन', rejected: /सिक्क/u },
  { concept: 'character', kept: 'कैरेक्टर', rejected: /किरदार|पात्र/u },
  { concept: 'energy', kept: 'एनर्जी', rejected: /ऊर्जा/u },
  { concept: 'gift', kept: 'गिफ़्ट', rejected: /उपहार|तोहफ़/u },
  { concept: 'register', kept: 'आप', rejected: /तुम|तुझ|(?<![\u0900-\u097F])(?:तू|तेरा|तेरी|तेरे)(?![\u0900-\u097F])/u },
];

/**
 * The invitation a user forwards to a friend speaks as that user, to a friend: तुम on purpose
 * (as the other languages' invitations do).
 */
const allowed = ['जो तुम्हें याद रखती है'];

const rejectedTerms = (texts: Array<[string, string]>) => rejectedOf(terms, texts, allowed);

describe('Hindi terms', () => {
  it('finds a rejected variant and lets the kept words and the allowed phrase pass', () => {
    expect(rejectedTerms([['x', '600 सिक्के']])).toHaveLength(1);
    expect(rejectedTerms([['x', 'किरदार खोजें']])).toHaveLength(1);
    expect(rejectedTerms([['x', 'जिसके लिए तुमने भुगतान किया है']])).toHaveLength(1);
    expect(rejectedTerms([['x', 'आपके 600 कॉइन, कैरेक्टर, एनर्जी और गिफ़्ट']])).toEqual([]);
    expect(rejectedTerms([['x', 'एक AI साथी जो तुम्हें याद रखती है']])).toEqual([]);
    expect(rejectedTerms([['x', 'तुरंत लौटाया जाता है']])).toEqual([]);
  });

  it('the mini-app, the bot and the server name each thing one way and say आप', () => {
    expect(rejectedTerms(localeTexts('hi'))).toEqual([]);
  });
});
