import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, type ReactNode, type Ref } from 'react';
import './checkbox.css';

export interface CheckboxProps {
  label: ReactNode;
  /** Secondary line under the label. */
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  value?: string;
  id?: string;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** Labelled two-state checkbox. */
export function Checkbox({
  label,
  description,
  checked,
  defaultChecked,
  onCheckedChange,
  id,
  className,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const controlId = id ?? `ui-checkbox-${generatedId}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  return (
    <div className={className ? `ui-checkbox ${className}` : 'ui-checkbox'}>
      <RadixCheckbox.Root
        {...rest}
        id={controlId}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        aria-describedby={descriptionId}
        className="ui-checkbox__box"
      >
        <RadixCheckbox.Indicator className="ui-checkbox__indicator">
          <svg
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            aria-hidden="true"
          >
            <path d="M3 8.5l3.2 3L13 4.5" />
          </svg>
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className="ui-checkbox__text">
        <label htmlFor={controlId} className="ui-checkbox__label">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="ui-checkbox__description">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
