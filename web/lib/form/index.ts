// Our form hook: the part of react-hook-form's API that our forms use (docs/decisions.md, 'Our own form hook in
// place of react-hook-form'). Forms import from here; the pieces have one file each.
export { Controller, useFieldArray } from './controlled';
export { useForm } from './use-form';
export type { Control, FieldError, FieldErrors, FieldValues, Resolver, ResolverOptions, UseFormReturn } from './types';
