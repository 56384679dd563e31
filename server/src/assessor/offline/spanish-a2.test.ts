import { describe, expect, it } from 'vitest';
import { checkText } from './checker.js';

const found = async (text: string) =>
  (await checkText(text, 'es')).issues.map(
    (i) => `${i.original}→${i.corrected}${i.finding === 'flag' ? ' (flag)' : ''}`,
  );

describe('Spanish A2 rules (issue 22)', () => {
  it('es-ser-profession: a profession takes ser, and the pronoun is not what gets fixed', async () => {
    expect(await found('Yo estoy enfermera en un hospital.')).toEqual(['estoy→soy']);
    expect(await found('Mis padres están abogados.')).toEqual(['están→son']);
  });
  it('es-ser-profession: silent on ser, and on "estar de" for a passing job', async () => {
    expect(await found('Mi hermano es cocinero.')).toEqual([]);
    expect(await found('Este verano estoy de camarero.')).toEqual([]);
  });

  it('es-estar-place / es-estar-state: a person somewhere or in a passing state takes estar', async () => {
    expect(await found('Hoy somos en casa de mi abuela.')).toEqual(['somos→estamos']);
    expect(await found('Después del partido soy muy cansado.')).toEqual(['soy→estoy']);
  });
  it('es-estar: silent where an event "es en" a place, or on estar', async () => {
    expect(await found('El concierto es en el parque.')).toEqual([]);
    expect(await found('Estoy cansada y estamos en casa.')).toEqual([]);
  });

  it('es-copula-agreement: the adjective agrees with its noun across ser or estar', async () => {
    expect(await found('La cocina es muy pequeño.')).toEqual(['pequeño→pequeña']);
    expect(await found('Los platos están sucias.')).toEqual(['sucias→sucios']);
  });
  it('es-copula-agreement: silent on agreeing adjectives, adverbs and "el agua"', async () => {
    expect(await found('La cocina es muy pequeña.')).toEqual([]);
    expect(await found('La película es mucho mejor.')).toEqual([]);
    expect(await found('El agua está fría.')).toEqual([]);
  });

  it('es-irregular-preterite: a regular-pattern preterite gets the form from the table', async () => {
    expect(await found('El lunes tení un examen.')).toEqual(['tení→tuve']);
    expect(await found('Mi madre hació una tarta.')).toEqual(['hació→hizo']);
    expect(await found('Mi abuelo dormió mucho.')).toEqual(['dormió→durmió']);
  });
  it('es-irregular-preterite: silent on the right forms', async () => {
    expect(await found('Tuve un examen y mi madre hizo una tarta.')).toEqual([]);
  });

  it('es-desde-hace: a length of time up to now', async () => {
    expect(await found('Vivo en Lima desde tres años.')).toEqual(['desde→desde hace']);
  });
  it('es-desde-hace: silent on a date or on desde hace', async () => {
    expect(await found('Vivo en Lima desde 2019 y trabajo aquí desde hace dos años.')).toEqual([]);
  });
});
