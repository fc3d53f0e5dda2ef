import { Component, type ErrorInfo, type ReactNode } from 'react';
import { DefaultLayout } from './DefaultLayout';

interface LayoutBoundaryProps {
  /** The page, rendered again inside the default layout when the layout itself fails. */
  content: ReactNode;
  children: ReactNode;
}

/** Any layout other than the default one falls back to the default layout when it fails. */
export class LayoutBoundary extends Component<LayoutBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('layout failed, using the default layout', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <DefaultLayout>{this.props.content}</DefaultLayout>;
    return this.props.children;
  }
}
