import { BACK_HOME_LINK, GO_BACK_LINK, NOT_FOUND_HINT, NOT_FOUND_MESSAGE } from '@portal/contracts';
import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DefaultLayout } from './DefaultLayout';
import './not-found.css';

export interface NotFoundPageProps {
  /** What is missing, when the page knows (直播间不存在); the general heading otherwise. */
  title?: string;
  /** A way on beside home and back that fits the page (back to the score list, to the live rooms). */
  extra?: ReactNode;
}

/**
 * What a page shows for a path no route matches or an id that names nothing: why, and the way
 * home and back. The gateway answers such a URL with status 404.
 */
export function NotFoundPage({ title = NOT_FOUND_MESSAGE, extra }: NotFoundPageProps) {
  const router = useRouter();
  // Opened straight from an address or in a new tab there is no page before: back leads home.
  const goBack = () => (router.history.canGoBack() ? router.history.back() : void router.navigate({ to: '/' }));
  return (
    <section className="not-found" data-testid="not-found-page" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="not-found__title">
        {title}
      </h1>
      <p className="not-found__hint">{NOT_FOUND_HINT}</p>
      <p className="not-found__actions">
        <Link to="/" className="button" data-testid="not-found-home">
          {BACK_HOME_LINK}
        </Link>
        <button type="button" className="button not-found__back" onClick={goBack} data-testid="not-found-back">
          {GO_BACK_LINK}
        </button>
        {extra}
      </p>
    </section>
  );
}

/** The not-found page for a path outside every layout: in the default layout, with header and footer. */
export function UnknownPathPage() {
  return (
    <DefaultLayout>
      <NotFoundPage />
    </DefaultLayout>
  );
}
