import type { Locator } from 'playwright-core';

/**
 * Where a signed amount's sign is drawn beside its digits: `left` as written (+20, -50), `right`
 * when a right-to-left line moved it ("50-"), `none` without one. The first sign followed by a
 * digit in the element's text is measured, even when the sign and the number are separate text
 * nodes (React writes `+{n}` as two).
 */
export const signSide = (element: Locator): Promise<'left' | 'right' | 'none'> =>
  element.evaluate((el) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const text = nodes.map((n) => n.data).join('');
    const at = text.search(/[+-]\d/);
    if (at < 0) return 'none';
    /** The box of the character at `index` of the joined text. */
    const box = (index: number) => {
      let rest = index;
      for (const node of nodes) {
        if (rest < node.data.length) {
          const range = document.createRange();
          range.setStart(node, rest);
          range.setEnd(node, rest + 1);
          return range.getBoundingClientRect();
        }
        rest -= node.data.length;
      }
      throw new Error('out of the text');
    };
    return box(at).left < box(at + 1).left ? 'left' : 'right';
  });
