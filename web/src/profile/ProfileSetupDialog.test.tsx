import type { UserProfile } from '@inkwell/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileSetupDialog } from './ProfileSetupDialog';

const empty: UserProfile = {
  email: 'ada@example.com',
  email_verified: true,
  display_name: null,
  native_language: null,
  target_language: null,
  time_zone: null,
  variety: null,
  gender: null,
  interface_language: null,
};

function renderDialog(profile: UserProfile) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProfileSetupDialog profile={profile} onSkip={() => {}} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function pickLanguage(user: ReturnType<typeof userEvent.setup>, label: string, name: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox', { name: label });
  await user.click(within(list).getByRole('option', { name }));
}

afterEach(cleanup);

describe('ProfileSetupDialog', () => {
  it("hides 'Skip for now' while all three fields are empty", () => {
    renderDialog(empty);
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
  });

  it("offers 'Skip for now' once one field is filled", () => {
    renderDialog({ ...empty, native_language: 'en' });
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeInTheDocument();
  });

  it('checks the name, both languages and that they differ, in that order', { timeout: 20_000 }, async () => {
    const user = renderDialog(empty);
    const save = () => user.click(screen.getByRole('button', { name: 'Save' }));

    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your name');

    await user.type(screen.getByLabelText('Display name'), 'Ada');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select your native language');

    await pickLanguage(user, 'Native language', 'Korean');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select your target language');

    await pickLanguage(user, 'Target language', 'Korean');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Native language and target language cannot be the same',
    );
  });
});
