import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './errors/error-boundary.tsx';
import { AppProviders } from './providers/app-providers.tsx';
import { AppRoutes } from './router/app-routes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </AppProviders>
    </BrowserRouter>
  );
}
