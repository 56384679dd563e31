import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import es from '../i18n/catalogs/es.json';
import { applyCatalog, englishCatalog } from '../i18n/runtime';
import { renderWithQuery } from '../test/fake-api';
import { AnalyzeEntryAction } from './AnalyzeEntryAction';
import { AssessmentCard } from './AssessmentCard';
import { codedSentence } from '../i18n/coded-text';
import { CorrectionsList } from './CorrectionsList';
import type { EditorCorrection } from './editor-corrections';

const fix: EditorCorrection = {
  id: 'x1',
  original: 'habe',
  corrected: 'bin',
  explanation: 'Perfekt mit sein.',
  category: 'grammar',
  severity: 'major',
  start: 10,
  end: 14,
  accepted: false,
  rejected: true,
  colorIndex: 0,
};

/** The analysis screens in the interface language (issue 26): no English left in their own words. */
describe('the analysis in Spanish', () => {
  beforeEach(() => act(() => applyCatalog('es', es)));
  afterEach(() => {
    cleanup();
    act(() => applyCatalog('en', englishCatalog));
  });

  it('words the card, the offline notice and the corrections list from the catalog', () => {
    render(
      <>
        <AssessmentCard
          assessment={{
            feedback: 'Buen trabajo.',
            student_language_level: 'A2',
            assessor: 'offline',
            model: null,
            notes: [],
          }}
          correctionsApplied={2}
        />
        <CorrectionsList
          corrections={[fix]}
          hasAny
          allAccepted={false}
          rejectedCount={3}
          onAccept={() => undefined}
          onReject={() => undefined}
          onAcceptAll={() => undefined}
        />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Evaluación de la IA' })).toBeInTheDocument();
    expect(screen.getByText('Correcciones aplicadas: 2')).toBeInTheDocument();
    expect(screen.getByText('Evaluada sin conexión, sin un modelo de IA')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gramática (1)' })).toBeInTheDocument();
    expect(screen.getByText('Grave')).toBeInTheDocument();
    expect(screen.getByText('Rechazada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aceptar habe → bin' })).toBeInTheDocument();
    expect(screen.getByText(/rechazadas las 3 correcciones que rechazaste/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Accept|Corrections|Assess|Rejected|Major/);
  });

  it('words the notes and the failure reason the server sent as codes, and keeps text it has no code for', () => {
    render(
      <AssessmentCard
        assessment={{
          feedback: 'Bien.',
          student_language_level: 'B1',
          assessor: 'model',
          model: 'm',
          notes: [
            'The model proposed more corrections than an entry of this length gets; 2 were left out.',
            'The explanations seem to be written in German, not in English as asked.',
            'An older note without a code.',
          ],
          note_codes: [
            { code: 'model.length_cap', params: { count: 2 } },
            { code: 'model.wrong_language', params: { found_language: 'de', expected_language: 'en' } },
            null,
          ],
        }}
        correctionsApplied={0}
      />,
    );
    expect(
      screen.getByText(
        'El modelo propuso más correcciones de las que recibe una entrada de esta longitud; se omitieron 2.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/parecen estar escritas en alemán, no en inglés/)).toBeInTheDocument();
    expect(screen.getByText('An older note without a code.')).toBeInTheDocument();
  });

  it('shows the stored failure reason of an entry in Spanish', () => {
    renderWithQuery(
      <AnalyzeEntryAction
        entry={{
          id: 'e1',
          analysis_state: null,
          data: { content: 'Hola.' },
          analysis_error: 'Your daily limit of 300 model requests is used up; it renews in about 2 hours.',
          analysis_error_coded: { code: 'quota.daily_model_calls', params: { limit: 300, hours: 2 } },
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ya usaste tu límite diario de 300 solicitudes al modelo; se renueva en unas 2 horas.',
    );
    expect(screen.getByRole('button', { name: 'Analizar entrada' })).toBeInTheDocument();
  });

  it('falls back to the English text for a code this web does not know', () => {
    expect(codedSentence('analysisFailure', { code: 'model.something_new' }, 'Something new.')).toBe(
      'Something new.',
    );
    expect(codedSentence('analysisFailure', null, 'Plain.')).toBe('Plain.');
  });
});
