// The types of our form hook (web/lib/form), named as react-hook-form names them so the forms read the same.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a form's values are any record, as in react-hook-form
export type FieldValues = Record<string, any>;

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | Blob | FileList;

/** Every dotted name of a field in T: 'email', 'address.city', `osChoices.${number}.label`. */
export type Path<T> = T extends Leaf
  ? never
  : T extends readonly (infer E)[]
    ? `${number}` | `${number}.${Path<E>}`
    : { [K in keyof T & string]: K | `${K}.${Path<T[K]>}` }[keyof T & string];

/** The type of the value at a dotted name. */
export type PathValue<T, P extends string> = T extends readonly (infer E)[]
  ? P extends `${number}.${infer Rest}`
    ? PathValue<E, Rest>
    : E
  : P extends keyof T
    ? T[P]
    : P extends `${infer K}.${infer Rest}`
      ? K extends keyof T
        ? PathValue<NonNullable<T[K]>, Rest>
        : never
      : never;

export interface FieldError {
  type?: string | number;
  message?: string;
}

type ErrorsOf<V> = V extends Leaf
  ? FieldError
  : V extends readonly (infer E)[]
    ? FieldError & { root?: FieldError } & { [index: number]: ErrorsOf<E> | undefined }
    : FieldError & { [K in keyof V]?: ErrorsOf<V[K]> };

/** The messages of a form by field, nested as the values are; a list's own message may sit under `root`. */
export type FieldErrors<T extends FieldValues = FieldValues> = { [K in keyof T]?: ErrorsOf<T[K]> } & {
  root?: FieldError;
};

/** What a resolver is told besides the values; react-hook-form's shape, so @hookform/resolvers' zodResolver works. */
export interface ResolverOptions<T> {
  criteriaMode?: 'firstError' | 'all';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-hook-form's own field records; we pass none
  fields: Record<string, any>;
  names?: Path<T>[];
  shouldUseNativeValidation: boolean | undefined;
}

export type ResolverResult<T extends FieldValues, Out> =
  | { values: Out; errors: Record<string, never> }
  | { values: Record<string, never>; errors: FieldErrors<T> };

/** Checks all values at once: the transformed values, or the errors by field. */
export type Resolver<T extends FieldValues = FieldValues, C = unknown, Out = T> = (
  values: T,
  context: C | undefined,
  options: ResolverOptions<T>,
) => Promise<ResolverResult<T, Out>> | ResolverResult<T, Out>;

export interface FormState<T extends FieldValues> {
  errors: FieldErrors<T>;
  isSubmitting: boolean;
  /** A submit has been tried since the last reset: from then on each change is checked again at once. */
  isSubmitted: boolean;
  isSubmitSuccessful: boolean;
}

export interface RegisterOptions {
  /** Called with the input's event after the form has taken its value (typed by the caller: an input's or a select's). */
  onChange?: (event: never) => void;
}

/** What an uncontrolled input is given: its name, its change handler and the ref through which the form reads and fills it. */
export interface FieldRegistration<N extends string = string> {
  name: N;
  onChange: (event: { target: EventTarget | null }) => Promise<void>;
  onBlur: () => void;
  ref: (instance: Element | null) => void;
}

/** The part of a form that Controller and useFieldArray use. */
export interface Control<T extends FieldValues = FieldValues> {
  getValues(): T;
  /** The value at name; the form's component redraws when it changes (a Controller's or a list's value). */
  _read(name: string): unknown;
  /** A value changed by a user (a Controller's field, a list's row): watchers are told and, after a submit, it is checked. */
  _change(name: string, value: unknown): void;
}

export interface SetValueOptions {
  shouldValidate?: boolean;
  shouldDirty?: boolean;
}

export interface UseFormProps<T extends FieldValues, C, Out> {
  defaultValues?: T;
  resolver?: Resolver<T, C, Out>;
}

export interface UseFormReturn<T extends FieldValues = FieldValues, C = unknown, Out = T> extends Control<T> {
  formState: FormState<T>;
  control: Control<T>;
  register<N extends Path<T>>(name: N, options?: RegisterOptions): FieldRegistration<N>;
  handleSubmit(
    onValid: (values: Out, event?: unknown) => unknown,
    onInvalid?: (errors: FieldErrors<T>, event?: unknown) => unknown,
  ): (event?: { preventDefault?: () => void }) => Promise<void>;
  reset(values?: T): void;
  watch(): T;
  watch<N extends Path<T>>(name: N): PathValue<T, N>;
  watch<const N extends readonly Path<T>[]>(names: readonly [...N]): { [I in keyof N]: PathValue<T, N[I] & string> };
  watch(callback: (values: Partial<T>, info: { name?: Path<T> }) => void): { unsubscribe(): void };
  setValue<N extends Path<T>>(name: N, value: PathValue<T, N>, options?: SetValueOptions): void;
  getValues(): T;
  getValues<N extends Path<T>>(name: N): PathValue<T, N>;
  setError(name: Path<T> | 'root', error: FieldError): void;
  clearErrors(name?: Path<T>): void;
  /** The options of the last render (its resolver is the one used). */
  _options: UseFormProps<T, C, Out>;
}
