import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpeakButton } from './SpeakButton';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A stand-in for the browser's speech synthesis with the given voices (set later with `load`). */
function stubSpeech(initial: Array<{ lang: string; name: string }>) {
  let voices = initial;
  const listeners: Array<() => void> = [];
  const spoken: Array<SpeechSynthesisUtterance & { text: string }> = [];
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => voices,
    addEventListener: (_: string, f: () => void) => listeners.push(f),
    removeEventListener: () => {},
    cancel: () => {},
    speak: (u: SpeechSynthesisUtterance & { text: string }) => spoken.push(u),
  });
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      voice: unknown = null;
      lang = '';
      rate = 1;
      constructor(readonly text: string) {}
    },
  );
  const load = (next: typeof voices) => {
    voices = next;
    for (const f of listeners) f();
  };
  return { spoken, load };
}

describe('SpeakButton', () => {
  it('says plainly that the browser has no voice for the language, and stays visible but disabled', () => {
    stubSpeech([{ lang: 'en-US', name: 'English' }]);
    render(<SpeakButton text="Haus" lang="de" />);
    expect(screen.getByRole('button', { name: 'Hear "Haus"' })).toBeDisabled();
    expect(screen.getByText('No voice for German in this browser')).toBeInTheDocument();
  });

  it('says the same without any speech synthesis', () => {
    render(<SpeakButton text="Haus" lang="de" />);
    expect(screen.getByText('No voice for German in this browser')).toBeInTheDocument();
  });

  it('speaks the text with a voice of the language, at the remembered rate', async () => {
    const { spoken } = stubSpeech([
      { lang: 'en-US', name: 'English' },
      { lang: 'de-DE', name: 'Deutsch' },
    ]);
    const user = userEvent.setup();
    render(<SpeakButton text="Haus" lang="de" />);
    await user.click(screen.getByRole('button', { name: 'Hear "Haus"' }));
    expect(spoken[0]).toMatchObject({ text: 'Haus', lang: 'de-DE', rate: 1, voice: { name: 'Deutsch' } });

    const slow = screen.getByRole('button', { name: 'Slow speech' });
    expect(slow).toHaveAttribute('aria-pressed', 'false');
    await user.click(slow);
    expect(slow).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('inkwell.speech-rate')).toBe('slow');
    // Keyboard: focus and Enter play it again, now slowly.
    screen.getByRole('button', { name: 'Hear "Haus"' }).focus();
    await user.keyboard('{Enter}');
    expect(spoken[1]).toMatchObject({ rate: 0.7 });
  });

  it('becomes usable when the voice list arrives late (voiceschanged)', async () => {
    const { load } = stubSpeech([]);
    render(<SpeakButton text="casa" lang="pt" label="Hear the word" />);
    expect(screen.getByRole('button', { name: 'Hear the word' })).toBeDisabled();
    act(() => load([{ lang: 'pt-BR', name: 'Português' }]));
    expect(screen.getByRole('button', { name: 'Hear the word' })).toBeEnabled();
    expect(screen.queryByText(/No voice/)).not.toBeInTheDocument();
  });
});
