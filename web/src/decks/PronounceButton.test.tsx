import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PronounceButton } from './PronounceButton';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A stand-in for the browser's speech synthesis with the given voices. */
function stubSpeech(voices: Array<{ lang: string; name: string }>) {
  const spoken: SpeechSynthesisUtterance[] = [];
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => voices,
    addEventListener: () => {},
    removeEventListener: () => {},
    cancel: () => {},
    speak: (u: SpeechSynthesisUtterance) => spoken.push(u),
  });
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      voice: unknown = null;
      lang = '';
      constructor(readonly text: string) {}
    },
  );
  return spoken;
}

describe('PronounceButton', () => {
  it('is absent without speech synthesis or without a voice for the language', () => {
    const { unmount } = render(<PronounceButton text="Haus" lang="de" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    stubSpeech([{ lang: 'en-US', name: 'English' }]);
    render(<PronounceButton text="Haus" lang="de" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks the word with the voice of the target language', async () => {
    const spoken = stubSpeech([
      { lang: 'en-US', name: 'English' },
      { lang: 'de-DE', name: 'Deutsch' },
    ]);
    render(<PronounceButton text="Haus" lang="de" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pronounce Haus' }));
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ text: 'Haus', lang: 'de-DE', voice: { name: 'Deutsch' } });
  });
});
