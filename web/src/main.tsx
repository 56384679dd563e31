import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyInterfaceLanguage } from './i18n/load-language';
import { startEarlyReads } from './early-requests';
import { queryClient } from './lib/query-client';
import { readStoredSession } from './lib/stored-session';
import { preloadPageData } from './page-data';
import { preloadPage } from './routes';
import './index.css';

// A returning learner's first data requests: normally the boot script has started them already.
const { pathname } = window.location;
startEarlyReads(window.location);
const session = readStoredSession();

/** The longest the first render waits for the page's module and data; after that the page's own fallback shows. */
const PAGE_WAIT_MS = 3000;

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
const app = createRoot(root);
// index.html already shows the loading spinner. A signed-in learner's page module (and the entry page's
// entry, decision 312) is loaded before the first render, which then draws shell and page together; a
// transition, so it is time-sliced (decision 125).
const pageLoaded = session
  ? Promise.race([
      Promise.all([preloadPage(pathname), preloadPageData(pathname, queryClient)]),
      new Promise((wait) => setTimeout(wait, PAGE_WAIT_MS)),
    ])
  : Promise.resolve();
// The remembered interface language's catalog loads beside the page (English needs none).
const languageLoaded = applyInterfaceLanguage();
void Promise.all([pageLoaded, languageLoaded])
  .catch(() => undefined) // the page's own error boundary reports a failed download when it renders
  .then(() =>
    startTransition(() =>
      app.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
