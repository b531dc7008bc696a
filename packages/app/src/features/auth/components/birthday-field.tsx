import { Banner, MONTH_NAMES, Select, type SelectOption } from '@endless/ui';
import { useId, useMemo } from 'react';
import { birthYears, daysInMonth, type BirthdayParts } from '../schemas/birthday';

export type BirthdayPart = keyof BirthdayParts;

export interface BirthdayFieldProps {
  value: BirthdayParts;
  onChange: (part: BirthdayPart, value: string) => void;
  /** Which parts to highlight. */
  invalid: Partial<Record<BirthdayPart, boolean>>;
  error: string | undefined;
  privacyMode: boolean;
  now: Date;
}

const MONTH_OPTIONS: SelectOption[] = MONTH_NAMES.map((name, index) => ({
  value: String(index + 1),
  label: name,
}));

/** Month, day and year selects; the day list follows the month (spec 01 §2). */
export function BirthdayField({
  value,
  onChange,
  invalid,
  error,
  privacyMode,
  now,
}: BirthdayFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;
  const currentYear = now.getUTCFullYear();
  const yearOptions = useMemo(
    () => birthYears(new Date(Date.UTC(currentYear, 0, 1))).map(toOption),
    [currentYear],
  );
  const dayOptions = useMemo(
    () => Array.from({ length: daysInMonth(value.month) }, (_, index) => toOption(index + 1)),
    [value.month],
  );

  return (
    <fieldset className="auth-birthday" aria-describedby={describedBy}>
      <legend className="auth-birthday__legend">Birthday</legend>
      <div className="auth-birthday__selects">
        <Select
          aria-label="Month"
          placeholder="Month"
          options={MONTH_OPTIONS}
          value={value.month}
          onValueChange={(month) => onChange('month', month)}
          invalid={invalid.month}
          aria-describedby={describedBy}
          className="auth-birthday__month"
        />
        <Select
          aria-label="Day"
          placeholder="Day"
          options={dayOptions}
          value={value.day}
          onValueChange={(day) => onChange('day', day)}
          invalid={invalid.day}
          aria-describedby={describedBy}
        />
        <Select
          aria-label="Year"
          placeholder="Year"
          options={yearOptions}
          value={value.year}
          onValueChange={(year) => onChange('year', year)}
          invalid={invalid.year}
          aria-describedby={describedBy}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="auth-form__field-error">
          {error}
        </p>
      )}
      {privacyMode && (
        <Banner tone="info" title="Content Privacy Enabled" className="auth-birthday__privacy">
          Your Birthday will not be saved.
        </Banner>
      )}
    </fieldset>
  );
}

function toOption(value: number): SelectOption {
  return { value: String(value), label: String(value) };
}
