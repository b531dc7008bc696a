import { isApiError, type components } from '@endless/client';
import { Banner, Button, Checkbox, Countdown, Link, formatLongDateTime } from '@endless/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { refreshAccount } from '../../../lib/account';
import { contact } from '../../../lib/contact';
import { reactivateAccount } from '../api/reactivate-account';
import { useLogout } from '../../../lib/use-logout';
import { VIOLATION_TYPE_NAMES, canReactivate, type ViolationType } from '../violation-types';

type Violation = components['schemas']['Violation'];

/** Spec 02 §8: the locked page's text when reactivation gets no answer at all. */
export const REACTIVATE_FAILURE = 'An Unkown Error Occured. Try Again Later.';

export function LockedViolation({ violation }: { violation: Violation | null }) {
  const type = violation?.violation_type ?? 0;
  const name = VIOLATION_TYPE_NAMES[type];
  return (
    <>
      <header className="accountability-locked__header">
        <h1 className="accountability-locked__title">Account Restricted</h1>
        <span className="accountability-locked__type" data-severe={type >= 3 ? '' : undefined}>
          {name}
        </span>
      </header>
      {violation ? (
        <ViolationDetails violation={violation} />
      ) : (
        <p className="accountability-locked__muted">
          There is no violation on record for your account.
        </p>
      )}
      {canReactivate(type) ? (
        <ReactivateForm expires={type === 2 ? (violation?.violation_expires ?? null) : null} />
      ) : (
        <ClosedNotice type={type} />
      )}
    </>
  );
}

function ViolationDetails({ violation }: { violation: Violation }) {
  const expires = violation.violation_expires;
  return (
    <dl className="accountability-locked__details">
      <div>
        <dt>Violation</dt>
        <dd>{VIOLATION_TYPE_NAMES[violation.violation_type]}</dd>
      </div>
      <div>
        <dt>Rule</dt>
        <dd>
          <ol className="accountability-locked__rule">
            <li>
              Section {violation.section_number}: {violation.section_text}
            </li>
            <li>
              Subsection {violation.section_number}.{violation.subsection_number}:{' '}
              {violation.subsection_text}
            </li>
            <li>
              Rule {violation.section_number}.{violation.subsection_number}.
              {violation.specific_number}: {violation.specific}
            </li>
          </ol>
        </dd>
      </div>
      <div>
        <dt>Reason</dt>
        <dd>{violation.violation_reason}</dd>
      </div>
      {violation.content !== null && (
        <div>
          <dt>Reported content</dt>
          <dd>
            <blockquote className="accountability-locked__content">{violation.content}</blockquote>
          </dd>
        </div>
      )}
      {violation.staff_note !== null && (
        <div>
          <dt>Note from staff</dt>
          <dd>{violation.staff_note}</dd>
        </div>
      )}
      {violation.violation_type === 2 && expires !== null && (
        <div>
          <dt>Suspension ends</dt>
          <dd>
            <time dateTime={new Date(expires * 1000).toISOString()}>
              {formatLongDateTime(new Date(expires * 1000))}
            </time>{' '}
            <Countdown
              className="accountability-locked__muted"
              target={expires}
              expiredText="(ended)"
            />
          </dd>
        </div>
      )}
    </dl>
  );
}

function ReactivateForm({ expires }: { expires: number | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const ended = useHasEnded(expires);
  const goToDashboard = async () => {
    await refreshAccount(queryClient);
    await navigate(paths.dashboard.getHref(), { replace: true });
  };
  const reactivate = useMutation({
    mutationFn: reactivateAccount,
    onSuccess: goToDashboard,
    // Spec 02 §4: a failure that still got an answer goes to the dashboard all the same.
    onError: async (error) => {
      if (isApiError(error) && error.status !== 0) await goToDashboard();
    },
  });
  const noAnswer =
    reactivate.isError && !(isApiError(reactivate.error) && reactivate.error.status !== 0);

  return (
    <form
      className="accountability-locked__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (agreed) reactivate.mutate();
      }}
    >
      <p>
        To use your account again, read the{' '}
        <Link asChild>
          <RouterLink to={paths.legal.terms.getHref()}>Terms of Service</RouterLink>
        </Link>{' '}
        and agree to follow them.
      </p>
      <Checkbox
        label="I have read and agree to the Terms of Service"
        checked={agreed}
        onCheckedChange={setAgreed}
      />
      {noAnswer && (
        <Banner tone="danger" role="alert">
          {REACTIVATE_FAILURE}
        </Banner>
      )}
      <div className="accountability-locked__actions">
        <LogOutButton variant="ghost" />
        <Button type="submit" disabled={!agreed || !ended} busy={reactivate.isPending}>
          Reactivate
        </Button>
      </div>
      {!ended && (
        <p className="accountability-locked__muted">
          You can reactivate your account once the suspension has ended.
        </p>
      )}
    </form>
  );
}

function ClosedNotice({ type }: { type: ViolationType }) {
  const support = <Link href={contact.supportMailto}>{contact.supportEmail}</Link>;
  return (
    <div className="accountability-locked__form">
      {type === 3 ? (
        <p>
          Your account has been terminated and cannot be reactivated. If you believe this is a
          mistake, contact support at {support}.
        </p>
      ) : type === 4 ? (
        <p>
          Your account is under investigation by our staff. You will be able to use it again once
          the investigation is closed.
        </p>
      ) : (
        <p>
          Your account cannot be reactivated from here. To find out more, contact support at{' '}
          {support}.
        </p>
      )}
      <div className="accountability-locked__actions">
        <LogOutButton variant="primary" />
      </div>
    </div>
  );
}

function LogOutButton({ variant }: { variant: 'primary' | 'ghost' }) {
  const logOut = useLogout();
  return (
    <Button type="button" variant={variant} onClick={() => void logOut()}>
      Log Out
    </Button>
  );
}

/** Browsers cap timers at about 24.8 days; a longer wait re-arms itself. */
const MAX_TIMER_MS = 2_147_483_647;

/** Whether the suspension ending at `expires` (epoch seconds) is over; null means no end. */
function useHasEnded(expires: number | null): boolean {
  const [nowMs, setNowMs] = useState(() => Date.now());
  const ended = expires === null || expires * 1000 <= nowMs;
  useEffect(() => {
    if (ended) return;
    const timer = setTimeout(
      () => setNowMs(Date.now()),
      Math.min(MAX_TIMER_MS, expires * 1000 - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [ended, expires]);
  return ended;
}
