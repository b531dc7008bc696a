import { errorTexts } from '@endless/client/error-texts';
import { errorMessage, isApiError, type ErrorCode } from '@endless/client';
import { Button, Checkbox, Link, PasswordField, TextField } from '@endless/ui';
import { useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { scoreRegistrationPassword } from '../../../lib/api/score-registration-password';
import { validateRegistrationUsername } from '../../../lib/api/validate-registration-username';
import { useRegisterUser } from '../api/register-user';
import { validateRegistrationEmail } from '../api/validate-registration-email';
import { useZodForm } from '../../../lib/form';
import { tokenStore } from '../../../lib/session';
import { useDebouncedCheck } from '../hooks/use-debounced-check';
import { daysInMonth, formatDob, isPrivacyMode, type BirthdayParts } from '../schemas/birthday';
import { REGISTER_MESSAGES } from '../schemas/messages';
import type { RegisterUserInput } from '../schemas/register-user';
import { BirthdayField, type BirthdayPart } from './birthday-field';
import { FormError } from './form-error';
import { PasswordStrength } from './password-strength';
import { submitOnEnter } from './submit-on-enter';
import { HydratedFieldset } from '../../../components/hydrated-fieldset';

type Field = keyof RegisterUserInput;

const loadSchema = () => import('../schemas/register-user').then((m) => m.registerUserSchema);
const loadLiveRules = () => import('../schemas/register-user').then((m) => m.liveFieldSchemas);

/** Where a server answer to registration goes, and with which text (spec 01 §8). */
function placeServerError(
  error: unknown,
  variant: 'live' | 'submit',
): { field: Field; message: string } | null {
  if (!isApiError(error)) return null;
  const byCode: Partial<Record<ErrorCode, { field: Field; message: string }>> = {
    AU1020: { field: 'username', message: error.text },
    AU1021: {
      field: 'email',
      // The live check shows the code's contract text; a submit shows the server's.
      message: variant === 'live' ? errorTexts.AU1021 : error.text,
    },
    AU1022: { field: 'day', message: error.text },
    AU1023: { field: 'password', message: error.text },
    AU1024: { field: 'password', message: error.text },
    AU1025: { field: 'username', message: errorTexts.AU1025 },
    AU1026: { field: 'username', message: errorTexts.AU1026 },
    AU1027: { field: 'email', message: errorTexts.AU1027 },
  };
  return byCode[error.code] ?? null;
}

const DEFAULTS: RegisterUserInput = {
  month: '',
  day: '',
  year: '',
  email: '',
  username: '',
  password: '',
  repeatPassword: '',
  terms: false,
};

/** What a passed live check shows under its field. */
interface Notes {
  username?: string;
  passwordScore?: number;
  repeatPassword?: string;
}

/**
 * Registration (spec 01 §2, §5): birthday, e-mail, username, password twice and the terms. E-mail,
 * username and password are checked with the server 500 ms after typing stops; submit re-checks
 * everything with the submit wording.
 */
export function RegisterForm() {
  const form = useZodForm(loadSchema, {
    defaultValues: DEFAULTS,
    // The live checks own feedback while typing; the schema speaks again on the next submit.
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitted } = form.formState;
  const [notes, setNotes] = useState<Notes>({});
  const registerUser = useRegisterUser();
  const navigate = useNavigate();

  const birthday = useWatch({ control: form.control, name: ['month', 'day', 'year'] });
  const parts: BirthdayParts = { month: birthday[0], day: birthday[1], year: birthday[2] };
  const now = new Date();
  const privacyMode = isPrivacyMode(parts, now);

  const emailCheck = useDebouncedCheck();
  const usernameCheck = useDebouncedCheck();
  const passwordCheck = useDebouncedCheck();
  const repeatCheck = useDebouncedCheck();

  const note = (next: Partial<Notes>) => setNotes((current) => ({ ...current, ...next }));

  /** Applies the live rules; true when the value may go to the server. */
  const passesLiveRules = async (
    field: 'email' | 'username' | 'password',
    value: string,
    signal: AbortSignal,
  ) => {
    const result = (await loadLiveRules())[field].safeParse(value);
    if (signal.aborted) return false;
    if (result.success) return true;
    form.setError(field, { type: 'live', message: result.error.issues[0]?.message });
    return false;
  };

  /** Runs a server check; an answer that arrives after a newer check started is dropped. */
  const askServer = async (
    field: 'email' | 'username' | 'password',
    signal: AbortSignal,
    request: () => Promise<void>,
  ) => {
    try {
      await request();
      if (!signal.aborted) form.clearErrors(field);
    } catch (error) {
      if (signal.aborted) return;
      const placed = placeServerError(error, 'live');
      form.setError(field, { type: 'live', message: placed?.message ?? errorMessage(error) });
    }
  };

  const checkEmail = () =>
    emailCheck.schedule(async (signal) => {
      const email = form.getValues('email');
      if (!(await passesLiveRules('email', email, signal))) return;
      await askServer('email', signal, async () => {
        await validateRegistrationEmail(email, signal);
      });
    });

  const checkUsername = () =>
    usernameCheck.schedule(async (signal) => {
      const username = form.getValues('username');
      if (!(await passesLiveRules('username', username, signal))) return;
      await askServer('username', signal, async () => {
        await validateRegistrationUsername(username, signal);
        if (!signal.aborted) note({ username: REGISTER_MESSAGES.usernameFree });
      });
    });

  const checkPassword = () =>
    passwordCheck.schedule(async (signal) => {
      const pwd = form.getValues('password');
      if (!(await passesLiveRules('password', pwd, signal))) return;
      await askServer('password', signal, async () => {
        const score = await scoreRegistrationPassword(pwd, signal);
        if (!signal.aborted && score !== undefined) note({ passwordScore: score });
      });
    });

  const checkRepeat = () =>
    repeatCheck.schedule(() => {
      const { password, repeatPassword } = form.getValues();
      const message = !repeatPassword
        ? REGISTER_MESSAGES.repeatRequired
        : repeatPassword !== password
          ? REGISTER_MESSAGES.mismatch
          : undefined;
      if (message) {
        form.setError('repeatPassword', { type: 'live', message });
      } else {
        form.clearErrors('repeatPassword');
        note({ repeatPassword: REGISTER_MESSAGES.passwordsMatch });
      }
    });

  const cancelLiveChecks = () => {
    for (const check of [emailCheck, usernameCheck, passwordCheck, repeatCheck]) check.cancel();
  };

  const changeBirthday = (part: BirthdayPart, value: string) => {
    form.setValue(part, value);
    // A day the new month does not have is dropped rather than silently kept.
    if (part === 'month' && Number(form.getValues('day')) > daysInMonth(value)) {
      form.setValue('day', '');
    }
    if (isSubmitted) void form.trigger(['month', 'day', 'year']);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      cancelLiveChecks();
      try {
        const { tokens } = await registerUser.mutateAsync({
          body: {
            dob: formatDob(values),
            email: values.email,
            username: values.username,
            password: values.password,
          },
        });
        // Registration always keeps the tokens for 30 days (spec 01 §4).
        tokenStore.set(tokens, { remember: true });
        void navigate(paths.dashboard.getHref(), { replace: true });
      } catch (error) {
        // The terms must be accepted again after a failed registration (spec 01 §2).
        form.setValue('terms', false);
        const placed = placeServerError(error, 'submit');
        if (placed) form.setError(placed.field, { message: placed.message }, { shouldFocus: true });
        else form.setError('root.server', { message: errorMessage(error) });
      }
    },
    () => cancelLiveChecks(),
  );

  const birthdayError = errors.month?.message ?? errors.day?.message ?? errors.year?.message;
  const success = (text: string | undefined): ReactNode =>
    text ? <span className="auth-form__success">{text}</span> : undefined;

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} onKeyDown={submitOnEnter}>
      <HydratedFieldset>
        <BirthdayField
          value={parts}
          onChange={changeBirthday}
          invalid={{ month: !!errors.month, day: !!errors.day, year: !!errors.year }}
          error={birthdayError}
          privacyMode={privacyMode}
          now={now}
        />
        <TextField
          label={privacyMode ? "Parent's Email Address" : 'Email Address'}
          hint={privacyMode ? "We'll contact your parent or guardian at this address." : undefined}
          type="email"
          autoComplete={privacyMode ? 'off' : 'email'}
          spellCheck={false}
          error={errors.email?.message}
          {...form.register('email', { onChange: checkEmail })}
        />
        <TextField
          label="Username"
          reserveHintLine
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          hint={success(notes.username)}
          error={errors.username?.message}
          {...form.register('username', {
            onChange: () => {
              note({ username: undefined });
              checkUsername();
            },
          })}
        />
        <PasswordField
          label="Password"
          reserveHintLine
          autoComplete="new-password"
          hint={
            notes.passwordScore === undefined ? undefined : (
              <PasswordStrength score={notes.passwordScore} />
            )
          }
          error={errors.password?.message}
          {...form.register('password', {
            onChange: () => {
              note({ passwordScore: undefined, repeatPassword: undefined });
              checkPassword();
              if (form.getValues('repeatPassword')) checkRepeat();
            },
          })}
        />
        <PasswordField
          label="Repeat Password"
          reserveHintLine
          autoComplete="new-password"
          hint={success(notes.repeatPassword)}
          error={errors.repeatPassword?.message}
          {...form.register('repeatPassword', {
            onChange: () => {
              note({ repeatPassword: undefined });
              checkRepeat();
            },
          })}
        />
        <Controller
          control={form.control}
          name="terms"
          render={({ field, fieldState }) => (
            <Checkbox
              label={
                <>
                  I have read and accept the{' '}
                  <Link href={paths.legal.terms.getHref()} external>
                    Terms of Service
                  </Link>{' '}
                  and{' '}
                  <Link href={paths.legal.privacy.getHref()} external>
                    Privacy Policy
                  </Link>
                </>
              }
              description={
                fieldState.error && (
                  <span role="alert" className="auth-form__field-error">
                    {fieldState.error.message}
                  </span>
                )
              }
              aria-invalid={fieldState.invalid || undefined}
              checked={field.value}
              onCheckedChange={(checked) => {
                field.onChange(checked);
                if (isSubmitted) void form.trigger('terms');
              }}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
        <FormError message={errors.root?.server?.message} />
        <Button type="submit" fullWidth size="lg" busy={registerUser.isPending}>
          Create Account
        </Button>
      </HydratedFieldset>
    </form>
  );
}
