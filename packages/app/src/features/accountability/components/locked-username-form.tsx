import { hasErrorCode } from '@endless/client';
import { Button, TextField } from '@endless/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { refreshAccount } from '../../../lib/account';
import { suppressEnter, useZodForm } from '../../../lib/form';
import { validateRegistrationUsername } from '../../../lib/api/validate-registration-username';
import { resubmitUsername } from '../api/resubmit-username';
import { useLogout } from '../../../lib/use-logout';
import type { SubmitUsernameInput } from '../schemas/submit-username';

/** Spec 02 §5, §9: the username check runs 500 ms after typing stops. */
export const USERNAME_CHECK_DELAY_MS = 500;

const loadSchema = () => import('../schemas/submit-username').then((m) => m.submitUsernameSchema);

/** Spec 02 §5, §8: the texts for the server's answers. */
export function usernameErrorText(error: unknown): string {
  if (hasErrorCode(error, 'AU1025')) return 'Username is Blacklisted';
  if (hasErrorCode(error, 'AU1026')) return 'Username is Already Taken';
  if (hasErrorCode(error, 'AU1020')) return 'Username Is Invalid';
  return 'An Unknown Error Occured';
}

type Check = { state: 'idle' | 'checking' | 'available' } | { state: 'error'; text: string };

export function LockedUsernameForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logOut = useLogout();
  const form = useZodForm(loadSchema, {
    mode: 'onChange',
    defaultValues: { username: '' } satisfies SubmitUsernameInput,
  });
  const username = form.watch('username');
  const fieldError = form.formState.errors.username?.message;
  const check = useUsernameCheck(username, fieldError === undefined && username.length > 0);

  const submit = useMutation({
    mutationFn: resubmitUsername,
    onSuccess: async () => {
      await refreshAccount(queryClient);
      await navigate(paths.dashboard.getHref(), { replace: true });
    },
  });

  const error =
    fieldError ??
    (submit.isError ? usernameErrorText(submit.error) : undefined) ??
    (check.state === 'error' ? check.text : undefined);

  return (
    <>
      <header className="accountability-locked__header">
        <h1 className="accountability-locked__title">Choose a New Username</h1>
      </header>
      <p>
        Our staff rejected your username because it breaks the Terms of Service. Choose a new one to
        continue using your account.
      </p>
      <form
        className="accountability-locked__form"
        noValidate
        onKeyDown={suppressEnter}
        onSubmit={form.handleSubmit(({ username: name }) => submit.mutate(name))}
      >
        <TextField
          label="New Username"
          autoComplete="username"
          required
          hint={
            check.state === 'available'
              ? 'Username is Available'
              : "3 to 18 characters: letters, digits, '.' and '_'"
          }
          error={error}
          {...form.register('username', { onChange: () => submit.reset() })}
        />
        <div className="accountability-locked__actions">
          <Button type="button" variant="ghost" onClick={() => void logOut()}>
            Log Out
          </Button>
          <Button type="submit" busy={submit.isPending} disabled={check.state === 'checking'}>
            Submit Username
          </Button>
        </div>
      </form>
    </>
  );
}

/** Asks the server about a well-formed username once typing has paused for 500 ms. */
function useUsernameCheck(username: string, wellFormed: boolean): Check {
  const [check, setCheck] = useState<Check & { for?: string }>({ state: 'idle' });
  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setCheck({ state: 'checking', for: username });
      validateRegistrationUsername(username, controller.signal).then(
        () => setCheck({ state: 'available', for: username }),
        (error: unknown) => {
          if (!controller.signal.aborted) {
            setCheck({ state: 'error', text: usernameErrorText(error), for: username });
          }
        },
      );
    }, USERNAME_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [username, wellFormed]);
  // An answer about an earlier text, or a text that is not well formed, says nothing now.
  return wellFormed && check.for === username ? check : { state: 'idle' };
}
