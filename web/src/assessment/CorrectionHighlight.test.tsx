import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CorrectionCardProps } from './CorrectionHighlight';
import type { EditorCorrection } from './editor-corrections';

// The card's module, replaced by one that records when it is loaded and marks what it renders.
const cardModule = vi.hoisted(() => ({ loaded: 0 }));
vi.mock('./CorrectionHoverCard', () => {
  cardModule.loaded += 1;
  return {
    default: ({ trigger }: CorrectionCardProps) => <span data-testid="card">{trigger}</span>,
  };
});

const { CorrectionHighlight } = await import('./CorrectionHighlight');

const correction: EditorCorrection = {
  id: 'c1',
  original: 'has',
  corrected: 'have',
  explanation: 'I have',
  category: 'grammar',
  start: 2,
  end: 5,
  accepted: false,
  rejected: false,
  colorIndex: 0,
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a highlight and its hover card (decision 324)', () => {
  it("asks for the card's code only once the highlight is on screen, and then shows the card", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    render(
      <CorrectionHighlight
        correction={correction}
        descriptionId="d1"
        onAccept={() => {}}
        onReject={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'has' })).toBeInTheDocument();
    // Two frames: the highlight's own paint, then the next frame's start (the first is on screen by then).
    await act(async () => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextFrame();
    });
    expect(cardModule.loaded).toBe(0);
    expect(screen.queryByTestId('card')).toBeNull();
    // The task after that frame: now the card renders and its code is asked for.
    await act(async () => {
      vi.runOnlyPendingTimers();
    });
    vi.useRealTimers();
    expect(await screen.findByTestId('card')).toBeInTheDocument();
    expect(cardModule.loaded).toBe(1);
    expect(screen.getByRole('button', { name: 'has' })).toBeInTheDocument();
  });
});
