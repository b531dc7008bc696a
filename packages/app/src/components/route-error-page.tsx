import { isApiError } from '@endless/client';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { MaintenancePage } from './maintenance-page';
import { NotFoundPage } from './not-found-page';
import { StatusPage } from './status-page';

/** Spec 02 §8 (generic errors): what an unexpected failure of a screen says. */
export const UNKNOWN_ERROR_TEXT = 'An Unknown Error Has Occured - Try Again Later';

/** A route's error boundary: keeps the user in the app with a way to retry or leave. */
export function RouteErrorPage() {
  const error = useRouteError();
  const revalidator = useRevalidator();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isApiError(error) && error.status === 503) return <MaintenancePage />;

  // A failed lazy import usually means a new deployment replaced the chunk: reload the page.
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module|import/i.test(error.message);
  if (import.meta.env.DEV) console.error(error);

  return (
    <StatusPage
      eyebrow="Error"
      title="Something went wrong"
      actions={[
        {
          label: 'Try Again',
          onClick: () => (chunkFailed ? window.location.reload() : void revalidator.revalidate()),
        },
        { label: 'Back to Home', to: paths.root.getHref(), variant: 'secondary' },
      ]}
    >
      {UNKNOWN_ERROR_TEXT}
    </StatusPage>
  );
}
