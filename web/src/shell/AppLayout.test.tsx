import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { testQueryClient } from '../test/fake-api';
import { AppLayout } from './AppLayout';

afterEach(cleanup);

function renderShell() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={['/vocab']}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="*" element={<p>page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const SECTIONS = ['Home', 'My Journals', 'Exercises', 'Vocab', 'Grammar'];

describe('AppLayout navigation', () => {
  it('labels every link of the side bar with visible text beside its icon', () => {
    renderShell();
    const side = within(screen.getByTestId('side-bar'));
    for (const name of SECTIONS) {
      const link = side.getByRole('link', { name });
      expect(link).toHaveTextContent(name);
      expect(link.querySelector('svg')).not.toBeNull();
    }
    expect(side.getByRole('link', { name: 'Vocab' })).toHaveAttribute('aria-current', 'page');
  });

  it('labels every link of the bottom bar under its icon, the long one shortened but named in full', () => {
    renderShell();
    const bottom = within(screen.getByTestId('bottom-bar'));
    for (const name of SECTIONS) expect(bottom.getByRole('link', { name })).toBeVisible();
    const journals = bottom.getByRole('link', { name: 'My Journals' });
    expect(journals).toHaveTextContent(/^Journals$/);
    expect(journals.className).toContain('flex-col');
    expect(bottom.getByRole('link', { name: 'Grammar' })).toHaveTextContent('Grammar');
  });
});
