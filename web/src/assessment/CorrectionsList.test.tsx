import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CorrectionsList } from './CorrectionsList';
import type { EditorCorrection } from './editor-corrections';

const flag: EditorCorrection = {
  id: 'f1',
  original: 'gegeht',
  corrected: 'gegeht',
  explanation: '“gegeht” is not in the German dictionary. Check its spelling or form.',
  category: 'spelling',
  start: 10,
  end: 16,
  accepted: false,
  rejected: false,
  colorIndex: 0,
  flag: true,
};
const fix: EditorCorrection = { ...flag, id: 'x1', original: 'habe', corrected: 'bin', flag: false };

afterEach(cleanup);

describe('CorrectionsList with a flag (issue 22)', () => {
  it('shows a flag as something to check, with no replacement and nothing to accept', async () => {
    const onAccept = vi.fn();
    const onReject = vi.fn();
    render(
      <CorrectionsList
        corrections={[flag, fix]}
        hasAny
        allAccepted={false}
        onAccept={onAccept}
        onReject={onReject}
        onAcceptAll={() => undefined}
      />,
    );
    expect(screen.getByText('Check this:')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept gegeht/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept habe → bin' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the note on gegeht' }));
    expect(onReject).toHaveBeenCalledWith('f1');
    expect(onAccept).not.toHaveBeenCalled();
  });
});
