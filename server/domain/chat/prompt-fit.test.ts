import { describe, expect, it } from 'vitest';
import { chosenName, withUserName } from './prompt-fit.js';

const user = (nick: string, is_visitor = 0) => ({ nick, is_visitor });

describe('the name she calls the user by', () => {
  it('is a chosen nick, never the placeholder an email sign-in gets nor a visitor', () => {
    expect(chosenName(user('Lena'))).toBe('Lena');
    expect(chosenName(user('User AB12'))).toBeNull();
    expect(chosenName(user('Lena', 1))).toBeNull();
  });

  it('fills a card greeting\'s {{user}}, with "you" when there is no name', () => {
    expect(withUserName('Come in, {{user}}. {{user}}?', user('Lena'))).toBe('Come in, Lena. Lena?');
    expect(withUserName('Come in, {{user}}.', user('User AB12'))).toBe('Come in, you.');
    expect(withUserName('Hello there.', user('Lena'))).toBe('Hello there.');
  });
});
