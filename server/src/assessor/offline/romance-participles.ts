import { explained } from './explain-text.js';
import type { CheckIssue } from './issue.js';
import { issue, sameCase } from './rule-tokens.js';
import { fixesFromTable } from './table-fixes.js';

/**
 * Italian and Portuguese irregular past participles (issue 22): the forms learners build by the regular
 * pattern (prenduto, fazido) and the right participle from a table written for this project from the
 * standard conjugations. Only a word the dictionary does not know is replaced, so a regular form that is
 * also right (bevuto, perduto, trazido, pagado) is never touched.
 */

export const PARTICIPLE_RULES: Record<string, string> = {
  'it-participle': 'Many Italian verbs have an irregular participle: *preso*, *fatto*, *scritto*, *visto*.',
  'pt-participle': 'Some Portuguese verbs have an irregular participle: *feito*, *dito*, *escrito*, *visto*.',
};

/** Regularised participle → the right one, grouped by the right form. */
const table = (groups: Record<string, string>) =>
  new Map(
    Object.entries(groups).flatMap(([right, wrongs]) =>
      wrongs
        .split(/\s+/)
        .filter(Boolean)
        .map((w) => [w, right] as const),
    ),
  );

const ITALIAN = table({
  preso: 'prenduto prendito',
  fatto: 'faciuto facciuto fatuto facito',
  scritto: 'scrivuto scrivito',
  letto: 'leggiuto leggito legguto',
  venuto: 'venito',
  visto: 'vedito',
  messo: 'mettuto mettito',
  detto: 'diciuto dicito',
  risposto: 'risponduto rispondito',
  chiesto: 'chieduto chiedito',
  aperto: 'aprito',
  offerto: 'offrito',
  morto: 'morito',
  nato: 'nasciuto nascito',
  rimasto: 'rimanuto rimanito',
  corso: 'corruto corrito',
  scelto: 'sceglito sceglituto',
  speso: 'spenduto spendito',
  chiuso: 'chiuduto chiudito',
  deciso: 'deciduto decidito',
  vinto: 'vinciuto vincito',
  acceso: 'accenduto accendito',
  promesso: 'promettuto promettito',
  permesso: 'permettuto permettito',
  vissuto: 'vivito',
  sceso: 'scenduto scendito',
  stato: 'essuto essito',
  discusso: 'discutito discututo',
});

const PORTUGUESE = table({
  feito: 'fazido',
  dito: 'dizido',
  escrito: 'escrevido',
  aberto: 'abrido',
  visto: 'vido visido',
  vindo: 'vinido',
  posto: 'ponhado ponido',
  coberto: 'cobrido',
  descoberto: 'descobrido',
  desfeito: 'desfazido',
  refeito: 'refazido',
  composto: 'componhado componido',
  previsto: 'prevido',
});

const TABLES: Record<string, Map<string, string>> = { it: ITALIAN, pt: PORTUGUESE };

/** Regularised irregular participles of `language` (it, pt) in `text`, each fixed from the table. */
export function checkParticiples(text: string, language: string): Promise<CheckIssue[]> {
  return fixesFromTable(text, language, TABLES[language], ({ word, start, end, right }) =>
    issue(
      text,
      start,
      end,
      sameCase(word, right),
      `${language}-participle`,
      explained('participle.irregular', { right }),
    ),
  );
}
