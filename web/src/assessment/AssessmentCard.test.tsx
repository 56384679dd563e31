import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AssessmentCard } from './AssessmentCard';

const base = {
  feedback: 'Good effort! Watch your verb forms.',
  student_language_level: 'A2' as const,
  notes: [],
};
/** An assessment made without a model. */
const offline = { ...base, assessor: 'offline' as const, model: null };

describe('AssessmentCard', () => {
  afterEach(cleanup);

  it('shows feedback, corrections applied, the hint and the level', () => {
    render(
      <AssessmentCard
        assessment={{ ...base, assessor: 'model', model: 'gpt-4o-mini' }}
        correctionsApplied={3}
      />,
    );
    expect(screen.getByRole('heading', { name: 'AI Assessment' })).toBeInTheDocument();
    expect(screen.getByText('Overall Feedback')).toBeInTheDocument();
    expect(screen.getByText('Good effort! Watch your verb forms.')).toBeInTheDocument();
    expect(screen.getByText('Corrections Applied: 3')).toBeInTheDocument();
    expect(screen.getByText('Hover over the corrections above to see explanations')).toBeInTheDocument();
    expect(screen.getByText('Language Level')).toHaveTextContent('A2');
    expect(screen.getByText('Assessed by gpt-4o-mini')).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("shows the model's bold and italics, never its raw Markdown or HTML", () => {
    const { container } = render(
      <AssessmentCard
        assessment={{
          ...base,
          feedback: '**Great job!** Watch the *subjunctive*. <img src=x onerror="alert(1)"><b>Sigue así</b>',
          assessor: 'model',
          model: 'gpt-4o-mini',
        }}
        correctionsApplied={0}
      />,
    );
    expect(screen.getByText('Great job!').tagName).toBe('STRONG');
    expect(screen.getByText('subjunctive').tagName).toBe('EM');
    expect(screen.getByText('Sigue así').tagName).toBe('STRONG');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).not.toMatch(/\*\*|<|onerror/);
  });

  it('says when the assessment was made offline, what it covers and misses, and the assessor notes', () => {
    render(
      <AssessmentCard
        assessment={{ ...offline, notes: ['No offline checker for this language (ko).'] }}
        correctionsApplied={0}
      />,
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Assessed offline, without an AI model');
    expect(note).toHaveTextContent('cannot judge word choice, style, tense use or meaning');
    expect(note).toHaveTextContent('rough estimate');
    // Operator set-up belongs in the README and the server log, not in a learner's feedback.
    expect(note).not.toHaveTextContent('AI_PROVIDER');
    expect(note).toHaveTextContent('No offline checker for this language (ko).');
  });

  it('shows how sure the offline level estimate is', () => {
    render(
      <AssessmentCard
        assessment={{
          ...offline,
          level_justification: 'Estimated level A2, not sure: it could well be anywhere in A1–B1.',
        }}
        correctionsApplied={0}
      />,
    );
    expect(screen.getByText(/Estimated level A2, not sure/)).toBeInTheDocument();
  });
});
