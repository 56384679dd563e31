import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n/runtime';

interface Props {
  /** The name shown in the message, e.g. 'Profile Settings' (already in the interface language). */
  component: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a render error of its subtree and shows which part failed, with the details. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Error in ${this.props.component}`, error, info.componentStack);
  }

  // A class cannot use useT(); t() reads the language in force when the error shows.
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { component } = this.props;
    return (
      <div
        role="alert"
        className="mx-auto my-8 max-w-xl rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
      >
        <h2 className="text-lg font-semibold">{t('ui.error.title', { component })}</h2>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer">{t('ui.error.details')}</summary>
          <pre className="mt-2 overflow-auto whitespace-pre-wrap text-xs">{error.message}</pre>
        </details>
        <button
          type="button"
          className="mt-4 rounded-lg border border-red-300 px-3 py-1.5 text-sm hover:bg-red-100 dark:border-red-800 dark:hover:bg-red-900/50"
          onClick={() => this.setState({ error: null })}
        >
          {t('ui.error.retry')}
        </button>
      </div>
    );
  }
}
