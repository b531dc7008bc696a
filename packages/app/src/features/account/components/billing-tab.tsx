import { Card, Link } from '@endless/ui';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

export function BillingTab() {
  return (
    <Card header={<h2 className="account-settings__card-title">Billing</h2>}>
      <p>Viewing your transactions is not available at this time.</p>
      <p className="account-settings__muted">
        To retrieve your transactions,{' '}
        <Link asChild>
          <RouterLink to={paths.contact.getHref()}>contact support</RouterLink>
        </Link>
        .
      </p>
    </Card>
  );
}
