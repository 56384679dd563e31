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
        loading = undefined; // a later preload() (not the lazy render) downloads again
        throw error;
      },
    ));
  const fresh = () => lazy(() => preload().then(() => ({ default: loaded! }))) as unknown as ComponentType<P>;
  function Component(props: P) {
    // Chosen once per mount: switching between the two would remount the content and lose its state. A
    // new React.lazy per mount, since React.lazy keeps a failed load: a remount (an error boundary's
    // 'Try Again') then downloads again.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? fresh());
    return createElement(Chosen, props);
  }
  Component.preload = preload;
  return Component;
}

export const lazyPage = (load: () => Promise<{ default: ComponentType }>): LazyPage =>
  lazyComponent<Record<string, never>>(load);
