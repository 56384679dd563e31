import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertDialog } from './lazy-alert-dialog';

afterEach(cleanup);

function Controlled({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange?.(next);
        setOpen(next);
      }}
    >
      <AlertDialog.Trigger asChild>
        <button type="button">Remove</button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Content>
          <AlertDialog.Title>Remove it?</AlertDialog.Title>
          <AlertDialog.Description>It goes.</AlertDialog.Description>
          <AlertDialog.Cancel>Keep</AlertDialog.Cancel>
          <AlertDialog.Action>Go</AlertDialog.Action>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

describe('lazy AlertDialog', () => {
  it('renders only its trigger, then opens as Radix’s dialog when used, and gives focus back on close', async () => {
    const changes: boolean[] = [];
    render(<Controlled onOpenChange={(open) => changes.push(open)} />);
    const trigger = screen.getByRole('button', { name: 'Remove' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove it?' });
    expect(dialog).toHaveAccessibleDescription('It goes.');
    expect(changes).toEqual([true]);

    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(changes).toEqual([true, false]);
    // The trigger is Radix's own now: focus returns to it, and it opens again at once.
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });

  it('opens an uncontrolled dialog too', async () => {
    render(
      <AlertDialog.Root>
        <AlertDialog.Trigger>Open</AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Content aria-describedby={undefined}>
            <AlertDialog.Title>Sure?</AlertDialog.Title>
            <AlertDialog.Cancel>No</AlertDialog.Cancel>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alertdialog', { name: 'Sure?' })).toBeInTheDocument();
  });
});
