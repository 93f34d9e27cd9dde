import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { Error as ErrorPage, useLocation } from 'react-admin';

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
    return <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={this.reset} />;
  }
}

/** A crashing screen shows react-admin's error page and recovers when the user navigates away. */
export function LayoutErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const boundary = useRef<Boundary>(null);
  useEffect(() => boundary.current?.reset(), [pathname]);
  return <Boundary ref={boundary}>{children}</Boundary>;
}
