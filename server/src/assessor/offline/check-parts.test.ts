import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitForCheck } from './check-parts.js';
import { RoundRobin } from './fair-queue.js';

describe('splitForCheck', () => {
  it('keeps a typical entry whole', () => {
    const text = 'Ayer fui al mercado. Compré pan.';
    expect(splitForCheck(text, 2_000, 20_000)).toEqual({
      parts: [{ start: 0, text, midSentence: false }],
      checkedTo: text.length,
    });
  });

  it('packs whole sentences into parts that cover the text in order', () => {
    const text = 'Hola amigo. '.repeat(500);
    const { parts } = splitForCheck(text, 1_000, 20_000);
    expect(parts.length).toBeGreaterThan(5);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    for (const p of parts) {
      expect(p.text.length).toBeLessThanOrEqual(1_000);
      expect(text.slice(p.start, p.start + p.text.length)).toBe(p.text);
      expect(p.text.trimStart().startsWith('Hola')).toBe(true);
      expect(p.midSentence).toBe(false);
    }
  });

  it('cuts a sentence longer than a part at a space, or anywhere but inside a surrogate pair', () => {
    const { parts } = splitForCheck(`Ciao${'.'.repeat(4_990)}x`, 1_000, 20_000);
    expect(parts.map((p) => p.text.length)).toEqual([1_000, 1_000, 1_000, 1_000, 995]);
    expect(parts.slice(1).every((p) => p.midSentence)).toBe(true);
    const emoji = '😀'.repeat(600);
    const cut = splitForCheck(emoji, 1_001, 20_000).parts;
    expect(cut[0]!.text.length).toBe(1_000);
    expect(cut.map((p) => p.text).join('')).toBe(emoji);
  });

  it('checks nothing past the limit', () => {
    const text = 'Una frase corta. '.repeat(2_000);
    const { parts, checkedTo } = splitForCheck(text, 2_000, 20_000);
    expect(checkedTo).toBe(20_000);
    const last = parts.at(-1)!;
    expect(last.start + last.text.length).toBeLessThanOrEqual(20_000);
  });

  it('closes a full part before a sentence without the spaces that would make it too long', () => {
    // Found by the property below: the part before "a" took the space after "Hola. " and grew to 51.
    const text = `${'x'.repeat(30)}Hola. aHola. 😀Hola. a`;
    const { parts } = splitForCheck(text, 50, 400);
    expect(parts.map((p) => p.text.length)).toEqual([50, 1]);
  });

  it('every part lies in the text, in order, within its size (any text)', () => {
    const pieces = ['a', ' ', '.', '\n', '😀', 'Hola. ', '!!!', 'x'.repeat(30)];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 200 }), (p) => {
        const text = p.join('');
        const { parts, checkedTo } = splitForCheck(text, 50, 400);
        let at = 0;
        for (const part of parts) {
          expect(part.start).toBeGreaterThanOrEqual(at);
          expect(part.text.length).toBeLessThanOrEqual(50);
          expect(text.slice(part.start, part.start + part.text.length)).toBe(part.text);
          at = part.start + part.text.length;
        }
        expect(at).toBeLessThanOrEqual(checkedTo);
        // Only whitespace between parts is skipped.
        expect(text.slice(0, checkedTo).replace(/\s/g, '')).toBe(
          parts
            .map((x) => x.text)
            .join('')
            .replace(/\s/g, ''),
        );
      }),
    );
  });
});

describe('RoundRobin', () => {
  it('serves one task of each learner in turn, each learner first come first served', () => {
    const q = new RoundRobin<string>();
    for (let i = 1; i <= 4; i++) q.push('a', `a${i}`);
    q.push('b', 'b1');
    q.push('c', 'c1');
    q.push('b', 'b2');
    const order: string[] = [];
    for (let t = q.shift(); t !== undefined; t = q.shift()) order.push(t);
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
  });

  it('a learner arriving late is served after at most one more task of each other learner', () => {
    const q = new RoundRobin<string>();
    for (let i = 1; i <= 10; i++) q.push('a', `a${i}`);
    expect(q.shift()).toBe('a1');
    q.push('b', 'b1');
    expect([q.shift(), q.shift()]).toEqual(['a2', 'b1']);
  });

  it('removes the tasks it is asked to and returns them', () => {
    const q = new RoundRobin<string>();
    q.push('a', 'a1');
    q.push('b', 'b1');
    q.push('a', 'a2');
    expect(q.remove((t) => t.startsWith('a'))).toEqual(['a1', 'a2']);
    expect(q.size).toBe(1);
    expect(q.shift()).toBe('b1');
    expect(q.shift()).toBe(undefined);
  });
});
