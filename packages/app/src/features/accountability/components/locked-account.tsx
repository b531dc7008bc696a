import { Banner, Card, Link, Loader } from '@endless/ui';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { getViolationQueryOptions } from '../api/get-violation';
import { LockedUsernameForm } from './locked-username-form';
import { LockedViolation, REACTIVATE_FAILURE } from './locked-violation';
import './locked.css';

/** /restricted (spec 02 §2): the violation, or for a rejected username the new-username form. */
export function LockedAccount() {
  const query = useQuery(getViolationQueryOptions());
  return (
    <div className="accountability-locked">
      <Card padding="lg" className="accountability-locked__card">
        {query.isPending ? (
          <Loader />
        ) : query.isError ? (
          // Spec 02 §8: the locked page's own failure text, not the server's code.
          <Banner tone="danger" role="alert">
            {REACTIVATE_FAILURE}
          </Banner>
        ) : query.data.restriction_type !== 0 ? (
          <LockedUsernameForm />
        ) : (
          <LockedViolation violation={query.data.violation} />
        )}
      </Card>
      {/* Under the card once its content is in: below a loader, the links would move down as
          the card grows, out from under a tap. */}
      {!query.isPending && (
        <nav className="accountability-locked__legal" aria-label="Legal">
          <Link asChild>
            <RouterLink to={paths.legal.terms.getHref()}>Terms of Service</RouterLink>
          </Link>
          <Link asChild>
            <RouterLink to={paths.legal.privacy.getHref()}>Privacy Policy</RouterLink>
          </Link>
        </nav>
      )}
    </div>
  );
}
