import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { earlyRequestPaths } from './early-requests';
import { authClient } from './lib/auth-client';
import { startEarlyRequests } from './lib/early-requests';
import './index.css';

// A returning learner's first data requests start now, beside the page chunk (decision 114). Auth paths
// (mail links, reset password) are left alone: the session may be about to change there.
if (!window.location.pathname.startsWith('/auth') && window.location.pathname !== '/reset-password') {
  void authClient.getSession().then(({ data }) => {
    if (data.session)
      startEarlyRequests(earlyRequestPaths(window.location.pathname), data.session.access_token);
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
