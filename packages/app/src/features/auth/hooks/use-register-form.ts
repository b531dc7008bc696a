import { errorTexts } from '@endless/client/error-texts';
import { errorMessage, isApiError, type ErrorCode } from '@endless/client';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { scoreRegistrationPassword } from '../../../lib/api/score-registration-password';
import { validateRegistrationUsername } from '../../../lib/api/validate-registration-username';
import { useZodForm } from '../../../lib/form';
import { tokenStore } from '../../../lib/session';
import { useRegisterUser } from '../api/register-user';
import { validateRegistrationEmail } from '../api/validate-registration-email';
import type { BirthdayPart } from '../components/birthday-field';
import { daysInMonth, formatDob, isPrivacyMode, type BirthdayParts } from '../schemas/birthday';
import { REGISTER_MESSAGES } from '../schemas/messages';
import type { RegisterUserInput } from '../schemas/register-user';
import { useDebouncedCheck } from './use-debounced-check';

type Field = keyof RegisterUserInput;
type RegisterFormApi = UseFormReturn<RegisterUserInput>;

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

type Note = (next: Partial<Notes>) => void;

/**
 * The live checks: e-mail, username and password go to the server 500 ms after typing stops, the
 * repeated password is compared locally; a passed check leaves a note.
 */
function useLiveChecks(form: RegisterFormApi, note: Note) {
  const emailCheck = useDebouncedCheck();
  const usernameCheck = useDebouncedCheck();
  const passwordCheck = useDebouncedCheck();
  const repeatCheck = useDebouncedCheck();

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

  const cancelAll = () => {
    for (const check of [emailCheck, usernameCheck, passwordCheck, repeatCheck]) check.cancel();
  };

  return { checkEmail, checkUsername, checkPassword, checkRepeat, cancelAll };
}

/**
 * The registration form's state (spec 01 §2, §5): the birthday and its privacy mode, the live
 * checks and their notes, and the submit, which re-checks everything with the submit wording.
 */
export function useRegisterForm() {
  const form = useZodForm(loadSchema, {
    defaultValues: DEFAULTS,
    // The live checks own feedback while typing; the schema speaks again on the next submit.
    reValidateMode: 'onSubmit',
  });
  const { isSubmitted } = form.formState;
  const [notes, setNotes] = useState<Notes>({});
  const registerUser = useRegisterUser();
  const navigate = useNavigate();

  const birthday = useWatch({ control: form.control, name: ['month', 'day', 'year'] });
  const parts: BirthdayParts = { month: birthday[0], day: birthday[1], year: birthday[2] };
  const now = new Date();
  const privacyMode = isPrivacyMode(parts, now);

  const note: Note = (next) => setNotes((current) => ({ ...current, ...next }));
  const live = useLiveChecks(form, note);

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
      live.cancelAll();
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
    () => live.cancelAll(),
  );

  return {
    form,
    notes,
    note,
    live,
    birthday: { parts, now, privacyMode, change: changeBirthday },
    onSubmit,
    submitting: registerUser.isPending,
  };
}
