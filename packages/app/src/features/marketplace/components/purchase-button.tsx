import { Button, ConfirmDialog, Loader, formatPrice } from '@endless/ui';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useIsSignedIn } from '../../../lib/session';
import { PURCHASE_CONFIRM_DELAY_MS, TEXTS, type Listing } from '../constants';
import { usePurchaseListing } from '../api/purchase-listing';
import { purchaseErrorText } from '../lib/purchase-error-text';

export interface PurchaseButtonProps {
  listing: Listing;
  /** For sale now: the server's flag, turned off locally when the sale countdown ends. */
  forSale: boolean;
  alreadyOwned: boolean;
}

/**
 * Purchase → Confirm or Nevermind → loader → Owned (spec 03 §4). A failure closes the
 * confirmation, re-enables the button and shows the error; guests are sent to login and back.
 */
export function PurchaseButton({ listing, forSale, alreadyOwned }: PurchaseButtonProps) {
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const purchase = usePurchaseListing(listing.id);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const owned = alreadyOwned || purchase.isSuccess;

  const start = () => {
    if (!signedIn) {
      void navigate(paths.login.getHref(paths.marketplace.listing.getHref(listing.id)));
      return;
    }
    setError(null);
    setConfirming(true);
  };

  // The dialog closes on Confirm; the loader takes its place until the purchase answers.
  const confirm = () => {
    purchase.mutate(
      { body: { uuid: listing.uuid } },
      { onError: (failure) => setError(purchaseErrorText(failure)) },
    );
  };

  let action: ReactNode;
  if (owned) {
    action = (
      <Button size="lg" fullWidth disabled>
        {TEXTS.owned}
      </Button>
    );
  } else if (!forSale) {
    action = (
      <Button size="lg" fullWidth disabled>
        {TEXTS.notForSale}
      </Button>
    );
  } else if (purchase.isPending) {
    action = <Loader size="sm" />;
  } else {
    action = (
      <Button size="lg" fullWidth onClick={start}>
        {TEXTS.purchase}
      </Button>
    );
  }

  return (
    <div className="marketplace-purchase">
      {action}
      {error && (
        <p className="marketplace-error" role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Confirm Purchase"
        message={`Buy ${listing.listing_name} for ${formatPrice(listing.listing_cost, true)}${
          listing.listing_cost === 0 ? '' : ' nodes'
        }?`}
        confirmDelayMs={PURCHASE_CONFIRM_DELAY_MS}
        onConfirm={confirm}
        // Ready before Purchase is pressed: a first opening costs twice a warm one on a slow phone.
        prerender={signedIn && forSale && !owned}
      />
    </div>
  );
}
