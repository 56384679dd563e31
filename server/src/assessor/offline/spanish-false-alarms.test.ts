import { describe, expect, it } from 'vitest';
import { checkText } from './checker.js';

/** Spanish false alarms found on correct sentences written here (decision 309): each cause, both ways. */
const fixes = async (text: string, rule?: string) =>
  (await checkText(text, 'es')).issues
    .filter((i) => !rule || i.rule === rule)
    .map((i) => `${i.original}→${i.corrected}`);

describe('Spanish false alarms (issue 22, decision 309)', () => {
  it('es-subject-pronoun: silent after a contrast or a question in the sentence before', async () => {
    expect(await fixes('Mi hermano es alto. Yo soy bastante bajo.')).toEqual([]);
    expect(await fixes('Mi amiga estudia medicina. Nosotros estudiamos derecho.')).toEqual([]);
    expect(await fixes('¿Quién lo hizo? Yo lo hice.')).toEqual([]);
    expect(await fixes('Ellas cantan. Yo bailo.')).toEqual([]);
  });
  it('es-subject-pronoun: still fires without a contrast, and "lo" is no verb', async () => {
    expect(await fixes('Me gusta el cine. Yo tengo dos perros.', 'es-subject-pronoun')).toEqual([
      'Yo tengo→Tengo',
    ]);
    expect(await fixes('Yo lo hice ayer.', 'es-subject-pronoun')).toEqual([]);
  });
  it('es-copula-agreement: a noun after a preposition, or of the other number, is not the subject', async () => {
    expect(await fixes('Las casas de este barrio son antiguas.')).toEqual([]);
    expect(await fixes('Los amigos de mi hermana son simpáticos.')).toEqual([]);
    expect(await fixes('El color de la casa es blanco.')).toEqual([]);
    expect(await fixes('La casa y el jardín son bonitos.')).toEqual([]);
    expect(await fixes('La casa es pequeño.', 'es-copula-agreement')).toEqual(['pequeño→pequeña']);
  });
  it('voseo is Spanish in a text that uses vos; elsewhere the slip is still caught', async () => {
    expect(await fixes('Vos tenés razón y sos mi amigo.')).toEqual([]);
    expect(await fixes('Tú tenés razón.')).not.toEqual([]);
  });
});

describe('y → e, o → u (decision 309)', () => {
  it('fires before the sound i or o', async () => {
    expect(await fixes('Vinieron el padre y hijo.', 'es-conjunction-e-u')).toEqual(['y→e']);
    expect(await fixes('Imita las acciones y ideas de otros.', 'es-conjunction-e-u')).toEqual(['y→e']);
    expect(await fixes('Tengo siete o ocho libros.', 'es-conjunction-e-u')).toEqual(['o→u']);
    expect(await fixes('Juan y Isabel viven aquí.', 'es-conjunction-e-u')).toEqual(['y→e']);
  });
  it('stays silent before hie-/hia-, at the start of a question, before other sounds and names like iPhone', async () => {
    expect(await fixes('Pon agua y hielo en el vaso.', 'es-conjunction-e-u')).toEqual([]);
    expect(await fixes('¿y Inés? Padre e hijo, uno u otro.', 'es-conjunction-e-u')).toEqual([]);
    expect(await fixes('Compré un libro y un iPhone o una tableta.', 'es-conjunction-e-u')).toEqual([]);
  });
});
