import { MESSAGES } from '@portal/contract';
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

// The error screen is needed only after a crash: its code loads then, not with every page (DESIGN
// §9). Should that load fail too, the plain heading still says what happened.
const ErrorScreen = lazy(() => import('./error-screen.tsx').then(
  (m) => ({ default: m.ErrorScreen }),
  () => ({ default: PlainErrorScreen }),
));

function PlainErrorScreen(_props: { error: Error }) {
  return <main id="main" role="alert"><h1>{MESSAGES.errorScreenTitle}</h1></main>;
}

interface State {
  error: Error | null;
}

/** spec §8 "render crash": any error thrown while rendering shows the error screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <Suspense fallback={null}><ErrorScreen error={this.state.error} /></Suspense>;
  }
}
