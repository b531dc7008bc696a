// One way to build forms: react-hook-form driven by a zod schema that carries the spec's messages.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options?: Omit<UseFormProps<Input, unknown, Output>, 'resolver'>,
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema),
  });
}

/** Enter submits nothing outside textareas on the forms where the spec suppresses it. */
export function suppressEnter(event: React.KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter' && !(event.target instanceof HTMLTextAreaElement)) {
    event.preventDefault();
  }
}
