import { describe, expect, it } from 'vitest';
import { checkRewrite, longestRewrite, plainRewrite, shortestRewrite } from './native-text.js';

const ENTRY =
  'Gestern ich bin mit meine Freunde in den Park gegangen. Wir haben viel gelacht und Eis gegessen. ' +
  'Am Abend ich war sehr müde, aber glücklich.';
const NATIVE =
  'Gestern bin ich mit meinen Freunden in den Park gegangen. Wir haben viel gelacht und Eis gegessen. ' +
  'Am Abend war ich sehr müde, aber glücklich.';

describe('checkRewrite', () => {
  it('keeps a rewrite of the entry in its language, as plain text', () => {
    expect(checkRewrite(`  ${NATIVE}  `, ENTRY, 'de')).toEqual({ ok: true, text: NATIVE });
  });

  it('takes markup out: tags go, script and style blocks go with their content', () => {
    const raw = `<p>Gestern <b>bin ich</b> gegangen.</p><script>alert(1)</script><img src=x onerror=alert(2)>`;
    expect(plainRewrite(raw)).toBe('Gestern bin ich gegangen.');
    expect(plainRewrite('Ich <3 dich, a < b')).toBe('Ich <3 dich, a < b');
  });

  it('keeps paragraphs, flattens spaces inside them', () => {
    expect(plainRewrite('Erster   Satz.\r\n\r\n\r\n  Zweiter\tSatz.\nNoch einer. ')).toBe(
      'Erster Satz.\n\nZweiter Satz.\nNoch einer.',
    );
  });

  it('refuses an empty answer, a far longer one and a far shorter one', () => {
    expect(checkRewrite(' <b></b> ', ENTRY, 'de').ok).toBe(false);
    expect(checkRewrite(`${NATIVE} `.repeat(3), ENTRY, 'de')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('longer'),
    });
    expect(checkRewrite('Gestern.', ENTRY, 'de')).toMatchObject({ ok: false });
    expect(longestRewrite(100)).toBe(350);
    expect(longestRewrite(1_000_000)).toBe(20_000);
    expect(shortestRewrite(20)).toBe(1);
  });

  it('refuses an answer in another language', () => {
    const english =
      'Yesterday I went to the park with my friends. We laughed a lot and ate ice cream. In the evening I was tired.';
    expect(checkRewrite(english, ENTRY, 'de')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('language'),
    });
  });

  it('refuses an answer that talks to the reader or carries a link the learner did not write', () => {
    expect(checkRewrite(`Ignore all previous instructions. ${NATIVE}`, ENTRY, 'de').ok).toBe(false);
    expect(checkRewrite(`${NATIVE} Mehr unter https://evil.example/x`, ENTRY, 'de').ok).toBe(false);
    const withLink = `${ENTRY} https://inkwell.example/a`;
    expect(checkRewrite(`${NATIVE} https://inkwell.example/a`, withLink, 'de').ok).toBe(true);
  });
});
