import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyCatalog } from '../i18n/runtime';
import { SignUpView } from './SignUpView';

const signUp = vi.fn(async (_: unknown) => ({ data: { session: null }, error: null }));
vi.mock('../lib/load-auth-client', () => ({ loadAuthClient: async () => ({ signUp }) }));

function setup() {
  const onSent = vi.fn();
  render(<SignUpView onSignIn={() => {}} onSent={onSent} />);
  return { onSent, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  applyCatalog('en', {});
});

describe('SignUpView', () => {
  it("says 'Please fill in all fields' when the form is empty", async () => {
    const { user, onSent } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('says when the passwords differ, then when the password is too short', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'a@example.com');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
  });

  it('sends the interface language the learner sees, so the confirmation mail is in it', async () => {
    applyCatalog('es', {}); // Spanish locale, English words: the labels below stay findable
    const { user, onSent } = setup();
    await user.type(screen.getByLabelText('Email'), ' ana@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith('ana@example.com'));
    expect(signUp).toHaveBeenCalledWith(
      expect.objectContaining({ options: expect.objectContaining({ data: { interface_language: 'es' } }) }),
    );
  });
});
