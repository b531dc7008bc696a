import { paths } from '../config/paths';
import { StatusPage } from './status-page';

/** Spec 01 §2: the page for any unknown path. */
export function NotFoundPage() {
  return (
    <StatusPage
      title="404 | Page Not Found"
      documentTitle="Page Not Found"
      actions={[{ label: 'Back to Home', to: paths.root.getHref() }]}
    >
      Check your URL again or use one of the search functions on the site to find what you&apos;re
      looking for.
    </StatusPage>
  );
}
