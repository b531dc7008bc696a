import { Card, Loader, VisuallyHidden, useNotifications } from '@endless/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { accountSyncQueryKey, type Account } from '../../../lib/account';
import { getPledgesQueryOptions } from '../api/get-pledges';
import { MAX_TIER, NODE_PACKS, NOTICES, OTHER_PERKS, PLEDGES, TEXTS } from '../constants';
import { useStartCheckout } from '../hooks/use-start-checkout';
import { NodePackCard } from './node-pack-card';
import { PledgeCard } from './pledge-card';

/** Announces the checkout outcome the provider returned with (`?success` or `?f`). */
function useOutcomeToast() {
  const [params] = useSearchParams();
  const { notify } = useNotifications();
  const succeeded = params.has('success');
  const failed = params.has('f');
  useEffect(() => {
    // A fixed id: a re-run (Strict Mode, re-render) replaces the toast instead of stacking one.
    if (succeeded) {
      notify({ id: 'upgrade-outcome', tone: 'success', message: TEXTS.upgradeSuccessful });
    } else if (failed) {
      notify({ id: 'upgrade-outcome', tone: 'danger', message: TEXTS.upgradeFailed });
    }
  }, [succeeded, failed, notify]);
}

/** /upgrade: backer pledges above the current tier, node packs and the legal notices. */
export function UpgradePage() {
  useOutcomeToast();
  const pledges = useQuery(getPledgesQueryOptions());
  const checkout = useStartCheckout();
  // Until the prices come, the synced account knows the tier: no owned tier shows meanwhile. Read,
  // not observed: an observer would retry a failed sync each time the shell remounts the page.
  const queryClient = useQueryClient();
  const syncedTier = queryClient.getQueryData<Account>(accountSyncQueryKey)?.backer;
  const currentTier = pledges.data?.current_tier ?? syncedTier ?? 0;

  return (
    <div className="upgrade-page">
      <header className="upgrade-page__header">
        <h1 className="upgrade-page__title">Upgrade</h1>
        <p className="upgrade-page__lead">
          Back the game with a pledge or top up your nodes for the marketplace.
        </p>
      </header>

      {/* The default prices stand while the server's load and if they fail (spec 03 §3, §9): a
          pledge can be chosen either way, and its checkout session states the price. */}
      {currentTier < MAX_TIER && (
        <section
          aria-labelledby="upgrade-pledges"
          aria-busy={pledges.isPending || undefined}
          className="upgrade-section"
        >
          <div className="upgrade-section__heading">
            <h2 id="upgrade-pledges" className="upgrade-section__title">
              Backer Pledges
            </h2>
            {pledges.isPending && (
              <Loader size="sm" inline label={<VisuallyHidden>Loading prices</VisuallyHidden>} />
            )}
          </div>
          <ul className="upgrade-products">
            {PLEDGES.filter((pledge) => pledge.tier > currentTier).map((pledge) => (
              <li key={pledge.id}>
                <PledgeCard
                  pledge={pledge}
                  cents={pledges.data?.prices[pledge.id] ?? pledge.defaultCents}
                  busy={checkout.pendingId === pledge.id}
                  disabled={checkout.busy}
                  onChoose={() => checkout.start({ id: pledge.id, type: 'pledges' })}
                />
              </li>
            ))}
          </ul>
          <Card padding="md" className="upgrade-perks">
            <h3 className="upgrade-perks__title">Other perks</h3>
            <ul className="upgrade-perks__list">
              {OTHER_PERKS.map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </ul>
          </Card>
        </section>
      )}

      <section aria-labelledby="upgrade-nodes" className="upgrade-section">
        <h2 id="upgrade-nodes" className="upgrade-section__title">
          Nodes
        </h2>
        <ul className="upgrade-products upgrade-products--packs">
          {NODE_PACKS.map((pack) => (
            <li key={pack.id}>
              <NodePackCard
                pack={pack}
                busy={checkout.pendingId === pack.id}
                disabled={checkout.busy}
                onChoose={() => checkout.start({ id: pack.id, type: 'nodes' })}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="upgrade-notices" className="upgrade-notices">
        <h2 id="upgrade-notices" className="upgrade-notices__title">
          Before you buy
        </h2>
        <ul className="upgrade-notices__list">
          {NOTICES.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
