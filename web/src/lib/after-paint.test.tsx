import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, useAfterPaint } from './after-paint';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Probe() {
  return <p>{useAfterPaint() ? 'painted' : 'first render'}</p>;
}

describe('useAfterPaint', () => {
  it('is false on the first render and turns true only after the next frame has been painted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    render(<Probe />);
    expect(screen.getByText('first render')).toBeInTheDocument();
    // The frame's callback has run, the paint is about to happen: still the first render's face.
    await act(async () => {
      vi.advanceTimersToNextFrame();
    });
    expect(screen.getByText('first render')).toBeInTheDocument();
    // Painted, maybe not yet on screen (the compositor shows it a little later); the following frame's
    // callback queues the task that turns the face.
    await act(async () => {
      vi.advanceTimersToNextFrame();
    });
    expect(screen.getByText('first render')).toBeInTheDocument();
    await act(async () => {
      vi.runOnlyPendingTimers();
    });
    expect(screen.getByText('painted')).toBeInTheDocument();
  });
});

describe('afterNextPaint', () => {
  it('runs nothing once cancelled', async () => {
    const then = vi.fn();
    afterNextPaint(then)();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(then).not.toHaveBeenCalled();
  });

  it('falls back to a task where there are no animation frames', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const then = vi.fn();
    afterNextPaint(then);
    expect(then).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(then).toHaveBeenCalledOnce();
  });
});
