import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from './auth/AuthProvider';
import { queryClient } from './lib/query-client';
import { AppRoutes } from './routes';
import { ErrorBoundary } from './ui/ErrorBoundary';

export function App() {
  return (
    <ErrorBoundary component="Inkwell">
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AuthProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
