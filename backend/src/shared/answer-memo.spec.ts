import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { AnswerMemo } from './answer-memo.js';

// The garbage collector, reached the way --expose-gc would give it.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const memo = () =>
  new AnswerMemo<object, string>({ name: 'pages', purpose: 'a test', sizeOf: (v) => v.length });

describe('AnswerMemo', () => {
  it('makes a value once per answer object, and counts hits and misses', () => {
    const pages = memo();
    const answer = { city: 'Austin' };
    let made = 0;
    const render = (key: object) => `${++made}:${JSON.stringify(key)}`;
    expect(pages.get(answer, render)).toBe('1:{"city":"Austin"}');
    expect(pages.get(answer, render)).toBe('1:{"city":"Austin"}');
    // An equal but new object is a new answer: made anew.
    expect(pages.get({ city: 'Austin' }, render)).toBe('2:{"city":"Austin"}');
    expect(pages.stats()).toMatchObject({ entries: 2, bytes: 38, hits: 1, misses: 2, maxBytes: 0 });
  });

  it('keeps nothing for an answer it could not make a value from', () => {
    const pages = memo();
    const answer = {};
    expect(pages.get(answer, () => undefined)).toBeUndefined();
    expect(pages.get(answer, () => 'made')).toBe('made');
    expect(pages.stats()).toMatchObject({ entries: 1, misses: 2, hits: 0 });
  });

  it('does not keep an answer alive: its value and bytes go once the answer is collected', async () => {
    const pages = memo();
    // The answer is reachable only inside this function, as one a cache has let go.
    const memoized = () => {
      const answer = { big: 'x'.repeat(1_000) };
      pages.get(answer, () => 'y'.repeat(5_000));
      return new WeakRef(answer);
    };
    const reclaimed = memoized();
    expect(pages.stats()).toMatchObject({ entries: 1, bytes: 5_000 });
    // Finalization callbacks run on a later turn after the collection that reclaimed the key.
    for (let turn = 0; turn < 50 && pages.stats().entries > 0; turn++) {
      collect();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(reclaimed.deref()).toBeUndefined();
    expect(pages.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});
