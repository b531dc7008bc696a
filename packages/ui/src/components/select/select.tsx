import * as RadixSelect from '@radix-ui/react-select';
import type { Ref } from 'react';
import { usePortalContainer } from '../../themes';
// The trigger is a .ui-control; Select is also used without a FormField, so it loads that look itself.
import '../form-field/form-field.css';
import './select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is selected. */
  placeholder?: string;
  /** Highlights the trigger as invalid (also sets aria-invalid). */
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** Form field name; Radix renders a hidden native select so the value is submitted. */
  name?: string;
  id?: string;
  onBlur?: () => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  className?: string;
  /** Ref to the trigger button, e.g. for react-hook-form's Controller to focus on error. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Single-choice select (birthday month/day/year, privacy levels). Bare control: label it with
 * FormField or aria-label.
 */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  invalid,
  disabled,
  required,
  name,
  className,
  ref,
  'aria-invalid': ariaInvalid,
  ...triggerProps
}: SelectProps) {
  const container = usePortalContainer();
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true';
  return (
    <RadixSelect.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      disabled={disabled}
      required={required}
      name={name}
    >
      <RadixSelect.Trigger
        {...triggerProps}
        ref={ref}
        aria-invalid={isInvalid || undefined}
        data-invalid={isInvalid ? '' : undefined}
        className={
          className ? `ui-control ui-select__trigger ${className}` : 'ui-control ui-select__trigger'
        }
      >
        <span className="ui-select__value">
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon className="ui-select__icon">
          <ChevronDown />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal container={container}>
        <RadixSelect.Content className="ui-select__content" position="popper" sideOffset={4}>
          <RadixSelect.ScrollUpButton className="ui-select__scroll ui-select__scroll--up">
            <ChevronDown up />
          </RadixSelect.ScrollUpButton>
          <RadixSelect.Viewport className="ui-select__viewport">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="ui-select__item"
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="ui-select__indicator">
                  <CheckMark />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
          <RadixSelect.ScrollDownButton className="ui-select__scroll ui-select__scroll--down">
            <ChevronDown />
          </RadixSelect.ScrollDownButton>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

function ChevronDown({ up = false }: { up?: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      style={up ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}

function CheckMark() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      aria-hidden="true"
    >
      <path d="M3 8.5l3.2 3L13 4.5" />
    </svg>
  );
}
