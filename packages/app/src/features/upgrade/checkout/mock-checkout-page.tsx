import { Banner, Button, Card, Loader } from '@endless/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { formatCents } from '../constants';
import { getPledgesQueryOptions } from '../api/get-pledges';
import { refreshAccount } from '../../../lib/account';

/** The mock's view of a session (its developer JSON, outside the contract). */
interface MockCheckoutSession {
  id: string;
  product: string;
  amount: number;
  email: string;
  state: 'open' | 'paid' | 'cancelled';
}

const sessionUrl = (sessionId: string) =>
  `${env.apiUrl}/__mock/api/checkout/${encodeURIComponent(sessionId)}`;

async function readJson(response: Response): Promise<MockCheckoutSession> {
  const body = (await response.json()) as MockCheckoutSession & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `Checkout answered ${response.status}`);
  return body;
}

/**
 * Stands in for the payment provider's hosted page in the in-browser mock: product, amount, Pay
 * and Cancel, then back to the app as the provider would return (success page or `?f`).
 */
export function MockCheckoutPage({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: ['mock-checkout', sessionId],
    queryFn: () => fetch(sessionUrl(sessionId)).then(readJson),
    retry: false,
  });
  const complete = useMutation({
    mutationFn: (action: 'pay' | 'cancel') =>
      fetch(`${sessionUrl(sessionId)}/${action}`, { method: 'POST' }).then(readJson),
    onSuccess: async ({ state }) => {
      // A paid session changed the balance or the tier: the next screens read them afresh.
      await refreshAccount(queryClient);
      await queryClient.invalidateQueries({ queryKey: getPledgesQueryOptions().queryKey });
      await navigate(
        state === 'paid'
          ? paths.upgrade.success.getHref(sessionId)
          : paths.upgrade.page.getHref('failed'),
        { replace: true },
      );
    },
  });

  return (
    <main className="upgrade-mock-checkout">
      <Card padding="lg" className="upgrade-mock-checkout__card">
        <p className="upgrade-mock-checkout__eyebrow">Test mode · no real payment</p>
        <h1 className="upgrade-mock-checkout__title">Endless checkout</h1>
        {session.isPending ? (
          <Loader />
        ) : session.isError ? (
          <Banner tone="danger" title="Checkout not found">
            {session.error.message}
          </Banner>
        ) : session.data.state !== 'open' ? (
          <Banner tone="info" title="Checkout closed">
            This checkout session is no longer open.
          </Banner>
        ) : (
          <>
            <dl className="upgrade-mock-checkout__facts">
              <div>
                <dt>Product</dt>
                <dd>{session.data.product}</dd>
              </div>
              <div>
                <dt>Amount</dt>
                <dd>{formatCents(session.data.amount)} USD</dd>
              </div>
              <div>
                <dt>E-mail</dt>
                <dd>{session.data.email}</dd>
              </div>
            </dl>
            {complete.isError && (
              <Banner tone="danger" title="Payment failed">
                {complete.error.message}
              </Banner>
            )}
            <div className="upgrade-mock-checkout__actions">
              <Button
                variant="secondary"
                disabled={complete.isPending}
                onClick={() => complete.mutate('cancel')}
              >
                Cancel
              </Button>
              <Button
                busy={complete.isPending && complete.variables === 'pay'}
                disabled={complete.isPending}
                onClick={() => complete.mutate('pay')}
              >
                Pay {formatCents(session.data.amount)}
              </Button>
            </div>
          </>
        )}
      </Card>
    </main>
  );
}
