import { BACK_HOME_LINK, ERROR_PAGE_FALLBACK_MESSAGE, NOT_FOUND_MESSAGE } from '@portal/contracts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRedirect, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { NotFoundPage } from './NotFoundPage';

export const DEFAULT_ERROR_MESSAGE = 'Error';

/** An error a page throws on purpose, carrying the HTTP-like status the error page shows. */
export class PageError extends Error {
  override readonly name = 'PageError';
  readonly statusCode: number;

  constructor(statusCode: number, message = statusCode === 404 ? NOT_FOUND_MESSAGE : DEFAULT_ERROR_MESSAGE) {
    super(message);
    this.statusCode = statusCode;
  }
}

type ErrorShape = {
  message?: unknown;
  statusCode?: unknown;
  status?: unknown;
  response?: { status?: unknown } | null;
};

function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The status shown for an error: its status code, status or response status, 500 otherwise. */
export function errorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const shape = error as ErrorShape;
  return asNumber(shape.statusCode) ?? asNumber(shape.status) ?? asNumber(shape.response?.status) ?? 500;
}

/** The message shown for an error: the not-found heading on 404, its own message, or 'Error'. */
export function errorMessage(error: unknown): string {
  if (errorStatus(error) === 404) return NOT_FOUND_MESSAGE;
  const message =
    typeof error === 'string' ? error : typeof error === 'object' && error !== null ? (error as ErrorShape).message : '';
  return typeof message === 'string' && message.trim() !== '' ? message : DEFAULT_ERROR_MESSAGE;
}

export function ErrorPage({ error }: ErrorComponentProps) {
  if (isRedirect(error)) return null;
  return (
    <ErrorPageBoundary>
      <ErrorDetails error={error} />
    </ErrorPageBoundary>
  );
}

function ErrorDetails({ error }: { error: unknown }) {
  const router = useRouter();
  const status = errorStatus(error);
  if (status === 404) return <NotFoundPage />;
  return (
    <section className="error-page" role="alert" data-testid="error-page">
      <div className="error-page__status">{status}</div>
      <p className="error-page__message">{errorMessage(error)}</p>
      <button type="button" className="button" onClick={() => void router.invalidate()}>
        重试
      </button>
    </section>
  );
}

class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('the error page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="error-page" role="alert" data-testid="error-page-fallback">
        <p className="error-page__message">{ERROR_PAGE_FALLBACK_MESSAGE}</p>
        <a href="/" className="button">
          {BACK_HOME_LINK}
        </a>
      </section>
    );
  }
}
