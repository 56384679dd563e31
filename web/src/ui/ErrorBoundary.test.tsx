import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

afterEach(cleanup);

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('calendar exploded');
  return <p>All good</p>;
}

describe('ErrorBoundary', () => {
  it('names the failed part, shows the details and can try again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary component="Home">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong in Home' })).toBeInTheDocument();
    expect(screen.getByText('calendar exploded')).toBeInTheDocument();

    shouldThrow = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
