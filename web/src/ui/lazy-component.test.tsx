import { cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

const Loaded = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('lazyComponent', () => {
  afterEach(cleanup);

  it('renders an already loaded component at once, with its props, without the fallback', async () => {
    const Lazy = lazyComponent(async () => ({ default: Loaded }));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('hello Ada')).toBeInTheDocument();
  });

  it('suspends until the module arrives when it is not loaded yet', async () => {
    const Lazy = lazyComponent(async () => ({ default: Loaded }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('hello Grace')).toBeInTheDocument();
  });

  it('hands a failed download to the nearest error boundary after a bounded number of tries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    let attempts = 0;
    const Lazy = lazyComponent<{ name: string }>(() => {
      attempts += 1;
      return Promise.reject(new Error('offline'));
    });
    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Lazy name="Lin" />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
    const tried = attempts;
    await new Promise((r) => setTimeout(r, 300));
    // React retries a rejected lazy render a few times; after the boundary shows, nothing downloads again.
    expect(attempts).toBe(tried);
    expect(tried).toBeLessThan(10);
    vi.restoreAllMocks();
  });
});
