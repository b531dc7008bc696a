import { Banner, Button, Card, Loader, useNotifications } from '@endless/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { getCheckoutSessionQueryOptions } from '../api/get-checkout-session';
import { getPledgesQueryOptions } from '../api/get-pledges';
import { TEXTS, formatCents } from '../constants';
import { refreshAccount } from '../../../lib/account';

/** /upgrade/success/{id}: what the completed checkout bought (spec 03 §2). */
export function UpgradeSuccess({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const result = useQuery({ ...getCheckoutSessionQueryOptions(sessionId), retry: false });
  const forbidden = result.error?.status === 403;

  // Arriving here means a payment went through: the balance and tier in the header are stale.
  useEffect(() => {
    void refreshAccount(queryClient);
    void queryClient.invalidateQueries({ queryKey: getPledgesQueryOptions().queryKey });
  }, [queryClient]);

  // The provider returns a paid checkout here: the spec's success notice says when it takes effect.
  const { notify } = useNotifications();
  const paid = result.isSuccess;
  useEffect(() => {
    if (paid) notify({ id: 'upgrade-outcome', tone: 'success', message: TEXTS.upgradeSuccessful });
  }, [paid, notify]);

  // Spec 03 §8: a 403 goes back to the previous page, or to /upgrade when there is none.
  useEffect(() => {
    if (!forbidden) return;
    if (location.key === 'default') void navigate(paths.upgrade.page.getHref(), { replace: true });
    else void navigate(-1);
  }, [forbidden, location.key, navigate]);

  if (result.isPending || forbidden) return <Loader />;

  if (result.isError) {
    return (
      <Banner
        tone="danger"
        title="We could not find this upgrade"
        action={
          <Button asChild variant="secondary" size="sm">
            <Link to={paths.upgrade.page.getHref()}>Back to Upgrade</Link>
          </Button>
        }
      >
        {result.error.message}
      </Banner>
    );
  }

  const { session } = result.data;
  return (
    <Card padding="lg" className="upgrade-success">
      <p className="upgrade-success__eyebrow">Thank you!</p>
      <h1 className="upgrade-success__title">Upgrade Complete</h1>
      <dl className="upgrade-success__facts">
        <div>
          <dt>Product</dt>
          <dd>{session.product}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatCents(session.amount)}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{session.email}</dd>
        </div>
        <div>
          <dt>Upgrade ID</dt>
          <dd className="upgrade-success__id">{session.id}</dd>
        </div>
      </dl>
      <p className="upgrade-success__note">Please allow up to 10 minutes for changes to occur.</p>
      <div className="upgrade-success__actions">
        <Button asChild>
          <Link to={paths.dashboard.getHref()}>Go to Dashboard</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.marketplace.list.getHref()}>Visit the Marketplace</Link>
        </Button>
      </div>
    </Card>
  );
}
