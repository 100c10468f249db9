import { useReducer, useState } from 'react';
import { createForm } from './create-form';
import type { FieldValues, UseFormProps, UseFormReturn } from './types';

/**
 * A form for the component: the same object on every render (effects may depend on it), which redraws the
 * component when its state changes (errors, submitting) or a value it watches changes. Inputs stay uncontrolled:
 * typing in a field nobody watches redraws nothing.
 */
export function useForm<T extends FieldValues = FieldValues, C = unknown, Out = T>(
  options: UseFormProps<T, C, Out> = {},
): UseFormReturn<T, C, Out> {
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const [form] = useState(() => createForm(options, redraw));
  // The resolver of this render is the one used (a form may switch schemas, as the 2FA step does for a recovery code).
  form._options = options;
  return form;
}
