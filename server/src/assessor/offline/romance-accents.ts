import { explained } from './explain-text.js';
import type { CheckIssue } from './issue.js';
import { issue, sameCase } from './rule-tokens.js';
import { fixesFromTable } from './table-fixes.js';

/**
 * Italian and Portuguese accents learners leave out or write the wrong way (issue 22): a table of
 * common words, written for this project, whose form without the accent is no word (perche, piu, nao,
 * voce) or whose accent is the wrong one (perchè for perché). Only words the dictionary does not know are
 * replaced; a form that is a word too (e/è, si/sì, pero/però, esta/está, e/é) is never touched.
 */

const table = (pairs: string) =>
  new Map(
    pairs
      .trim()
      .split(/\s+/)
      .map((p) => p.split('>') as [string, string]),
  );

const ITALIAN = table(`
  perche>perché perchè>perché poiche>poiché poichè>poiché benche>benché benchè>benché affinche>affinché
  affinchè>affinché finche>finché finchè>finché nonche>nonché nonchè>nonché piu>più gia>già cosi>così
  puo>può citta>città universita>università eta>età verita>verità liberta>libertà societa>società
  attivita>attività qualita>qualità possibilita>possibilità novita>novità caffe>caffè lunedi>lunedì
  martedi>martedì mercoledi>mercoledì giovedi>giovedì venerdi>venerdì ventitre>ventitré trentatre>trentatré
`);

const PORTUGUESE = table(`
  ja>já voce>você voces>vocês nao>não entao>então alem>além tambem>também porem>porém ninguem>ninguém
  alguem>alguém amanha>amanhã mae>mãe maes>mães pao>pão irmao>irmão irma>irmã cafe>café agua>água
  musica>música familia>família historia>história ferias>férias onibus>ônibus aviao>avião cancao>canção
  licao>lição estacao>estação informacao>informação voces>vocês sabado>sábado proximo>próximo
  proxima>próxima otimo>ótimo otima>ótima facil>fácil dificil>difícil rapido>rápido
`);

const TABLES: Record<string, Map<string, string>> = { it: ITALIAN, pt: PORTUGUESE };

/** Accents restored from the table in `text` (it, pt). */
export function checkAccentTable(text: string, language: string): Promise<CheckIssue[]> {
  return fixesFromTable(text, language, TABLES[language], ({ word, start, end, right }) =>
    issue(
      text,
      start,
      end,
      sameCase(word, right),
      'accent',
      explained('spelling.written', { word, right: sameCase(word, right) }),
      'spelling',
    ),
  );
}
