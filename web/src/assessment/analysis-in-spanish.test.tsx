import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import es from '../i18n/catalogs/es.json';
import { applyCatalog, englishCatalog } from '../i18n/runtime';
import { AssessmentCard } from './AssessmentCard';
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
});
