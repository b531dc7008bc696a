import { errorMessage, hasErrorCode } from '@endless/client';
import { Button, Card, Loader, PasswordField, useNotifications } from '@endless/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/reset-password';
import { validatePasswordResetQueryOptions } from '../api/validate-password-reset';
import { useZodForm } from '../../../lib/form';
import { isNumericParam } from '../../../lib/route-params';
import { useGoBack } from '../../../lib/use-go-back';
import { usePasswordScore } from '../hooks/use-password-strength';
import { codePoints, requestLengths } from '@endless/client/lengths';
import './account-settings.css';

export const INVALID_LINK_TEXT = 'This password reset link is invalid or has expired.';

const loadSchema = () => import('../schemas/reset-password').then((m) => m.resetPasswordSchema);

/** Reset form labels: 2 or less Weak, 3 Good, 4 or more Strong (spec 02 §5). */
export function scoreLabel(score: number): 'Weak' | 'Good' | 'Strong' {
  return score <= 2 ? 'Weak' : score === 3 ? 'Good' : 'Strong';
}

/**
 * /account/reset/password/{id?}/{token?} (spec 02 §2): steps validating, error, form and loading.
 * A link without a numeric id or a token is invalid without asking the server (our design).
 */
export function ResetPasswordPage() {
  const { id, token } = useParams();
  const link = isNumericParam(id) && token ? { id: Number(id), token } : null;
  const validation = useQuery({
    ...validatePasswordResetQueryOptions(link?.id ?? 0, link?.token ?? ''),
    enabled: link !== null,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
  });
  const [linkExpired, setLinkExpired] = useState(false);

  let body;
  if (link === null || validation.isError || linkExpired) {
    const invalid = !validation.isError || hasErrorCode(validation.error, 'AU1010');
    body = (
      <>
        <h1 className="account-page__title">Reset Link Invalid</h1>
        <p className="account-page__lead">
          {invalid ? INVALID_LINK_TEXT : errorMessage(validation.error)}
        </p>
        <p className="account-settings__muted">
          Request a new link with Forgot Password on the login page. The email may take up to 5
          minutes to arrive; check your spam folder too.
        </p>
        <Button asChild>
          <RouterLink to={paths.login.getHref()}>Request a New Link</RouterLink>
        </Button>
      </>
    );
  } else if (validation.isPending) {
    body = <Loader label="Checking your reset link" />;
  } else {
    body = <ResetForm id={link.id} token={link.token} onLinkExpired={() => setLinkExpired(true)} />;
  }

  return (
    <div className="account-page">
      <Card className="account-page__card" padding="lg">
        {body}
      </Card>
    </div>
  );
}

function ResetForm({
  id,
  token,
  onLinkExpired,
}: {
  id: number;
  token: string;
  onLinkExpired: () => void;
}) {
  const { notify } = useNotifications();
  const goBack = useGoBack(paths.login.getHref());
  const form = useZodForm(loadSchema, { defaultValues: { pwd: '', pwdRepeat: '' } });
  const reset = useResetPassword();
  const { errors } = form.formState;
  const pwd = form.watch('pwd');
  const score = usePasswordScore(pwd);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ body: { id, token, pwd: values.pwd } });
    } catch (error) {
      if (hasErrorCode(error, 'AU1010')) return onLinkExpired();
      if (hasErrorCode(error, 'AU1023') || hasErrorCode(error, 'AU1024')) {
        // The server's own message (spec 02 §5: AU1024).
        form.setError('pwd', { message: error.text });
      } else {
        form.setError('root', { message: errorMessage(error) });
      }
      return;
    }
    notify({ message: 'Password Successfully Reset', tone: 'success' });
    goBack();
  });

  if (reset.isPending) return <Loader label="Resetting your password" />;

  const hint =
    codePoints(pwd) < requestLengths.resetPassword.body.pwd.minLength ? (
      'Minimum of 6 Characters'
    ) : score === undefined ? undefined : (
      <span className="account-strength" data-strong={score > 2 ? '' : undefined}>
        {scoreLabel(score)}
      </span>
    );

  return (
    <>
      <h1 className="account-page__title">Reset Your Password</h1>
      <p className="account-page__lead">Choose a new password for your account.</p>
      <form className="account-settings__form" onSubmit={onSubmit} noValidate>
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          hint={hint}
          error={errors.pwd?.message}
          {...form.register('pwd')}
        />
        <PasswordField
          label="Repeat Password"
          autoComplete="new-password"
          error={errors.pwdRepeat?.message}
          {...form.register('pwdRepeat')}
        />
        {errors.root?.message && (
          <p role="alert" className="account-settings__notice account-settings__notice--error">
            {errors.root.message}
          </p>
        )}
        <Button type="submit" fullWidth>
          Reset Password
        </Button>
      </form>
    </>
  );
}
