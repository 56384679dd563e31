import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

export interface LazyPage {
  (): ReactElement;
  /** Starts loading the page's module; resolves once it is there. */
  preload(): Promise<void>;
}

/**
 * React.lazy with `preload()`. A page whose module has already loaded renders at once; React.lazy would
 * still suspend its first render, show the fallback, and then hold the page back for up to 300 ms (React
 * throttles how soon a fallback is replaced). main.tsx preloads the first page before rendering (decision 125).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
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
  function Page() {
    // Chosen once per mount: switching between the two would remount the page and lose its state.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  Page.preload = preload;
  return Page;
}
