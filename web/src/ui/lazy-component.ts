import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

export interface LazyComponent<P extends object> {
  (props: P): ReactElement;
  /** Starts loading the component's module; resolves once it is there. */
  preload(): Promise<void>;
}

/** A page: a lazy component without props. */
export type LazyPage = LazyComponent<Record<string, never>>;

/**
 * React.lazy with `preload()`. A component whose module has already loaded renders at once; React.lazy
 * would still suspend its first render, show the fallback, and then hold the content back for up to
 * 300 ms (React throttles how soon a fallback is replaced). main.tsx preloads the first page before
 * rendering (decision 125). Needs a Suspense boundary above it, like React.lazy.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined; // a failed download is tried again on the next render
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Component(props: P) {
    // Chosen once per mount: switching between the two would remount the content and lose its state.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(Chosen, props);
  }
  Component.preload = preload;
  return Component;
}

export const lazyPage = (load: () => Promise<{ default: ComponentType }>): LazyPage =>
  lazyComponent<Record<string, never>>(load);
