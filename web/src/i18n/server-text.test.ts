import { createIntl } from '@formatjs/intl';
import {
  cardFaceMessage,
  sessionTitleMessage,
  type CardFaceMessage,
  type SessionTitleMessage,
} from '@inkwell/contract';
import { describe, expect, it } from 'vitest';
import de from './catalogs/de.json';
import en from './catalogs/en.json';
import es from './catalogs/es.json';
import fr from './catalogs/fr.json';
import it_ from './catalogs/it.json';
import pt from './catalogs/pt.json';
import type { MessageKey, MessageValues } from './runtime';
import { faceText, sessionTitle, type Translate } from './server-text';

const CATALOGS: Record<string, Record<string, string>> = { en, es, fr, de, pt, it: it_ };

const translator = (locale: string): Translate => {
  const intl = createIntl({ locale, messages: CATALOGS[locale]!, onError: () => {} });
  return (key: MessageKey, values?: MessageValues) => intl.formatMessage({ id: key }, values);
};

/** One message of each key the server may send, with values that are easy to find in the text. */
const FACES: CardFaceMessage[] = [
  { key: 'card.face.noMeaning', params: {} },
  { key: 'card.face.youWrote', params: { wrong: 'mansana' } },
  { key: 'card.face.notThis', params: { wrong: 'mansana' } },
  { key: 'card.face.notThisRule', params: { wrong: 'has went', description: 'have + participle' } },
  { key: 'card.face.fix', params: { wrong: 'es', right: 'estoy' } },
  { key: 'card.face.yourSentence', params: { sentence: 'Comí una manzana.' } },
  { key: 'card.face.yourWords', params: { words: 'yo es cansado' } },
  { key: 'card.face.yourWordsYouWrote', params: { words: 'yo _____ cansado', wrong: 'es' } },
];
const TITLES: SessionTitleMessage[] = [
  { key: 'session.title.deck', params: { concepts: 'ser, estar, mucho', more: 2 } },
  { key: 'session.title.journal', params: { day: '2025-11-26', year: 1, concepts: 'día, mucho', more: 1 } },
  { key: 'session.title.journalDay', params: { day: '2026-11-26', year: 0 } },
  { key: 'session.title.practise', params: { wrong: 'buyed', right: 'bought' } },
];

/** English as the server writes it in the compatibility field (server/src/concepts/faces.ts, session-title.ts). */
const ENGLISH: Record<string, string> = {
  'card.face.noMeaning': 'No meaning yet: add it on the Vocabulary page',
  'card.face.youWrote': 'You wrote “mansana”',
  'card.face.notThis': 'not “mansana”',
  'card.face.notThisRule': 'not “has went” · have + participle',
  'card.face.fix': '“es” → “estoy”',
  'card.face.yourSentence': 'Your sentence, this word corrected: “Comí una manzana.”',
  'card.face.yourWords': 'Your words, not checked: “yo es cansado”',
  'card.face.yourWordsYouWrote': 'Your words, not checked: “yo _____ cansado”; you wrote “es”',
  'session.title.deck': 'Practice: ser, estar, mucho…',
  'session.title.journal': 'Journal 26 Nov 2025 · día, mucho +1',
  'session.title.journalDay': 'Journal 26 Nov',
  'session.title.practise': 'Practise: buyed → bought',
};

const face = (m: CardFaceMessage) => ({
  text: 'stored',
  hint: 'stored hint',
  text_message: m,
  hint_message: m,
});
const title = (m: SessionTitleMessage) => ({ title: 'stored', title_message: m });

describe('server text as data (decision 291)', () => {
  it('covers every key the contract lets the server send', () => {
    const keys = (u: { options: readonly { shape: { key: { value: string } } }[] }) =>
      u.options.map((o) => o.shape.key.value).sort();
    expect(FACES.map((m) => m.key).sort()).toEqual(keys(cardFaceMessage));
    expect(TITLES.map((m) => m.key).sort()).toEqual(keys(sessionTitleMessage));
  });

  it('words each key in English exactly as the server does', () => {
    const t = translator('en');
    for (const m of FACES)
      expect(faceText(t, face(m)), m.key).toEqual({ text: ENGLISH[m.key], hint: ENGLISH[m.key] });
    for (const m of TITLES) expect(sessionTitle(t, 'en', title(m), 'x'), m.key).toBe(ENGLISH[m.key]);
  });

  describe.each(['es', 'fr', 'de', 'pt', 'it'])('%s', (locale) => {
    const t = translator(locale);
    it('words every card face in the language, with its values', () => {
      for (const m of FACES) {
        const { text } = faceText(t, face(m));
        // Portuguese quotes a fix with the same marks as English (catalogs.test.ts allows it).
        if (!(locale === 'pt' && m.key === 'card.face.fix')) expect(text, m.key).not.toBe(ENGLISH[m.key]);
        expect(text, m.key).not.toMatch(/[{}]/);
        for (const value of Object.values(m.params)) expect(text, m.key).toContain(value);
      }
    });
    it('words every session title in the language, with its values and a local date', () => {
      for (const m of TITLES) {
        const text = sessionTitle(t, locale, title(m), 'x');
        expect(text, m.key).not.toBe(ENGLISH[m.key]);
        expect(text, m.key).not.toMatch(/[{}]|2025-11-26|26 Nov\b/);
        for (const [k, value] of Object.entries(m.params))
          if (k !== 'day' && k !== 'year' && k !== 'more') expect(text, m.key).toContain(String(value));
      }
      expect(sessionTitle(t, locale, title(TITLES[1]!), 'x')).toMatch(/26.*2025.*\+1$/);
    });
  });

  it('shows the stored text where there is no message (old rows, the learner’s own title)', () => {
    const t = translator('es');
    expect(faceText(t, { text: 'manzana', hint: null })).toEqual({ text: 'manzana', hint: null });
    expect(sessionTitle(t, 'es', { title: 'Practice: ser' }, 'Sesión')).toBe('Practice: ser');
    expect(sessionTitle(t, 'es', { title: '  ', title_message: null }, 'Sesión')).toBe('Sesión');
  });
});
