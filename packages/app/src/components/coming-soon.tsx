import { paths } from '../config/paths';
import { StatusPage } from './status-page';

export interface ComingSoonProps {
  /** The area's name, e.g. "Games". */
  area: string;
  children?: string;
}

/** Placeholder for an area that is not open yet. */
export function ComingSoon({ area, children }: ComingSoonProps) {
  return (
    <StatusPage
      eyebrow="Coming soon"
      title={area}
      actions={[{ label: 'Back to Home', to: paths.root.getHref() }]}
    >
      {children ?? `${area} is on its way. We're building it right now — check back soon.`}
    </StatusPage>
  );
}
