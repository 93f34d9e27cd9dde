import { Component, lazy, Suspense, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-admin';

// Shown only after a crash: not part of the first load.
const ErrorPage = lazy(() => import('./statusPages.ts').then((m) => ({ default: m.ErrorPage })));

interface BoundaryState {
  error: Error | null;
  errorInfo?: ErrorInfo;
}

class Boundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null };
  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }
  componentDidCatch(error: Error, errorInfo: ErrorInfo) {
    this.setState({ error, errorInfo });
  }
  reset = () => {
    if (this.state.error) this.setState({ error: null, errorInfo: undefined });
  };
  render() {
    const { error, errorInfo } = this.state;
    if (!error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={this.reset} />
      </Suspense>
    );
  }
}

/** A crashing screen shows react-admin's error page and recovers when the user navigates away. */
export function LayoutErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const boundary = useRef<Boundary>(null);
  useEffect(() => boundary.current?.reset(), [pathname]);
  return <Boundary ref={boundary}>{children}</Boundary>;
}
