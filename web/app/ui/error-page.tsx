import { useContext, useEffect } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
// Only the English error texts (the bundler keeps one top-level key of the JSON), not every message.
import { errors as fallbackErrors } from '../i18n/locales/en_US.json';
import { recordError } from '../lib/errors/record-error.ts';
import { isChunkLoadError, reloadAfterChunkError } from '../lib/navigation/chunk-reload.ts';
import type { NotFoundData } from '../lib/routing/validate.ts';
import { LocaleLink } from './locale-link.tsx';

interface ErrorView {
  status: number;
  title: string;
  message: string;
  description: string;
}

function useErrorView(error: unknown): ErrorView {
  const { t } = useTranslation();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const data = isRouteErrorResponse(error) ? (error.data as Partial<NotFoundData> | undefined) : undefined;
  const path = data?.path ?? location.pathname;
  const notFound = status === 404;
  const statusKey = `errors.status.${status}`;
  const statusText =
    t(statusKey) !== statusKey ? t(statusKey) : t(notFound ? 'errors.notFoundTitle' : 'errors.internalTitle');
  let message = statusText;
  if (notFound)
    message =
      data?.kind === 'validation' ? t('errors.validationNotFound', { path }) : t('errors.pageNotFound', { path });
  return {
    status,
    title: notFound ? t('errors.notFoundTitle') : t('errors.internalTitle'),
    message,
    description: notFound ? t('errors.notFoundDescription') : t('errors.internalDescription'),
  };
}

/** The error page of spec 2.3: a not-found variant (404) and a generic one, with a way home. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const view = useErrorView(error);
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    if (chunkError && reloadAfterChunkError()) return;
    if (!isRouteErrorResponse(error)) recordError(error);
  }, [chunkError, error]);
  return (
    <section className="error-page" aria-labelledby="error-title" data-status={view.status}>
      <p className="error-page__code">{t('errors.statusCode', { status: view.status })}</p>
      <h1 id="error-title">{view.title}</h1>
      <p className="error-page__message" data-testid="error-message">
        {view.message}
      </p>
      <p className="error-page__description">{view.description}</p>
      <p className="error-page__actions">
        <LocaleLink to="/" className="button button--primary">
          {t('errors.backHome')}
        </LocaleLink>
      </p>
    </section>
  );
}

/**
 * Route modules re-export this as their ErrorBoundary, so the error shows inside the layout. A
 * re-export is not wrapped with the boundary props, hence useRouteError.
 */
export function RouteErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

/**
 * The root boundary: when the root loader worked the providers exist and the page is localized;
 * otherwise it falls back to the default locale's messages bundled here.
 */
export function RootErrorPage({ error }: { error: unknown }) {
  const context = useContext(I18nContext);
  if (!context?.i18n) return <FallbackErrorPage error={error} />;
  return (
    <main id="main" className="page">
      <ErrorPage error={error} />
    </main>
  );
}

function FallbackErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const errors = fallbackErrors;
  return (
    <main id="main" className="page error-page">
      <p className="error-page__code">{errors.statusCode.replace('{{status}}', String(status))}</p>
      <h1>{status === 404 ? errors.notFoundTitle : errors.internalTitle}</h1>
      <p>{status === 404 ? errors.notFoundDescription : errors.internalDescription}</p>
      <a href="/">{errors.backHome}</a>
    </main>
  );
}
