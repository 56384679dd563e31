import { describe, expect, it } from 'vitest';
import { checkAdjectiveAfterNoun } from './adjective-after-noun.js';
import { checkText } from './checker.js';

const found = (text: string, language: string) =>
  checkAdjectiveAfterNoun(text, language).map((i) => `${i.original}→${i.corrected}`);

describe('an adjective after its noun (issue 22, decision 308)', () => {
  it('es: takes the noun’s gender, after an adverb and in a pair joined by y', () => {
    expect(found('Vivo en una casa muy pequeño.', 'es')).toEqual(['pequeño→pequeña']);
    expect(found('Tengo una casa grande y bonito.', 'es')).toEqual(['bonito→bonita']);
    expect(found('Es un libro blanca y negra.', 'es')).toEqual(['blanca→blanco', 'negra→negro']);
    expect(found('La semana pasado fuimos a la playa.', 'es')).toEqual(['pasado→pasada']);
    expect(found('Tenemos unas casas blancos.', 'es')).toEqual(['blancos→blancas']);
  });
  it('es: stays silent on right forms, state adjectives, shared adjectives and unknown nouns', () => {
    expect(found('Vivo en una casa muy pequeña, grande y bonita.', 'es')).toEqual([]);
    expect(found('Mi hermana llegó a la casa cansada.', 'es')).toEqual([]);
    expect(found('Compré el pantalón y la camisa blancos.', 'es')).toEqual([]);
    expect(found('Compré los zapatos y las casas blancos.', 'es')).toEqual([]);
    expect(found('Tengo un perro negro y un gato blanco.', 'es')).toEqual([]);
    expect(found('El gato bajo la mesa es negro.', 'es')).toEqual([]);
  });
  it('fr, it, pt: the same rule from their tables', () => {
    expect(found('J’habite une petite maison blanc.', 'fr')).toEqual(['blanc→blanche']);
    expect(found('La semaine dernier, j’ai vu un film très intéressante.', 'fr')).toEqual([
      'dernier→dernière',
      'intéressante→intéressant',
    ]);
    expect(found('La settimana scorso ho comprato una macchina rosso.', 'it')).toEqual([
      'scorso→scorsa',
      'rosso→rossa',
    ]);
    expect(found('Moro numa casa pequeno e bonito.', 'pt')).toEqual([]);
    expect(found('Tenho uma casa pequeno e bonito.', 'pt')).toEqual(['pequeno→pequena', 'bonito→bonita']);
  });
  it('fr, it, pt: stay silent on right forms and after a pronoun', () => {
    expect(found('J’habite une petite maison blanche et un jardin vert.', 'fr')).toEqual([]);
    expect(found('Ho una macchina rossa e un libro nuovo.', 'it')).toEqual([]);
    expect(found('Tenho uma casa pequena e bonita.', 'pt')).toEqual([]);
  });
  it('the whole Spanish check fixes "una casa muy pequeño" and the fix survives its re-check', async () => {
    const { issues } = await checkText('Vivo en una casa muy pequeño.', 'es');
    expect(issues.map((i) => `${i.rule}:${i.original}→${i.corrected}`)).toEqual([
      'es-adjective-agreement:pequeño→pequeña',
    ]);
    const again = await checkText('Vivo en una casa muy pequeña.', 'es');
    expect(again.issues).toEqual([]);
  });
});
