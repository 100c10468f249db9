import { clonePlain, getPath, setPath, unsetPath } from './path';
import type {
  FieldErrors,
  FieldRegistration,
  FieldValues,
  FormState,
  RegisterOptions,
  ResolverResult,
  UseFormProps,
  UseFormReturn,
} from './types';

// The form without Preact: values, errors, the inputs it fills, and who to tell of a change. Behaves as
// react-hook-form does with its defaults (validate on submit, then each change again; focus the first invalid
// field), for the subset our forms use (docs/decisions.md, 'Our own form hook in place of react-hook-form').

/** An input; a select or a textarea is read and written the same way, through value. */
type Box = HTMLInputElement;
/** name: the field that changed (none: all of them, a reset); valueChanged false: only the state (errors, submitting). */
type Listener = (name: string | undefined, valueChanged: boolean) => void;

const noop = () => {};
const isEmpty = (errors: object) => Object.keys(errors).length === 0;
const fresh = <T extends FieldValues>(): FormState<T> => ({
  errors: {},
  isSubmitting: false,
  isSubmitted: false,
  isSubmitSuccessful: false,
});

/** A box's value as the form keeps it: a checkbox's checked, a radio group's checked value (null when none), else the text. */
const readBox = (box: Box): unknown =>
  box.type === 'checkbox' ? box.checked : box.type === 'radio' && !box.checked ? null : box.value;

function writeBox(box: Box, value: unknown): void {
  if (box.type === 'checkbox') box.checked = Boolean(value);
  else if (box.type === 'radio') box.checked = box.value === value;
  // Only a different text is written: writing the same one would move the caret of the box being typed in.
  else if (box.value !== String(value ?? '')) box.value = String(value ?? '');
}

/** A change handler a component passes on: a value, or an input's event (a checkbox's checked, else its value). */
export function valueOf(valueOrEvent: unknown): unknown {
  const target = (valueOrEvent as { target?: Box } | null)?.target;
  return target && typeof target === 'object'
    ? target.type === 'checkbox'
      ? target.checked
      : target.value
    : valueOrEvent;
}

export function createForm<T extends FieldValues, C, Out>(
  options: UseFormProps<T, C, Out>,
  redraw: () => void,
): UseFormReturn<T, C, Out> {
  let defaults = clonePlain(options.defaultValues ?? ({} as T));
  let values = clonePlain(defaults);
  /** Bumped by reset: a check or submit begun before it must not write its outcome over the fresh form. */
  let resets = 0;
  let watchAll = false;
  const watched = new Set<string>();
  const boxes = new Map<string, Set<Box>>();
  const registrations = new Map<string, FieldRegistration>();
  const registerOptions = new Map<string, RegisterOptions | undefined>();
  const listeners = new Set<Listener>();

  const emit = (name: string | undefined, valueChanged: boolean) =>
    listeners.forEach((listener) => listener(name, valueChanged));
  const update = (patch: Partial<FormState<T>>) => {
    form.formState = { ...form.formState, ...patch };
    emit(undefined, false);
  };
  const isWatched = (name: string | undefined) =>
    watchAll ||
    name === undefined ||
    [...watched].some((w) => name === w || name.startsWith(`${w}.`) || w.startsWith(`${name}.`));
  const boxesOf = (name: string) => [...(boxes.get(name) ?? [])].filter((box) => box.isConnected);
  /** Shows the value at name, and under it, in the boxes that hold it. */
  const fill = (name: string) => {
    for (const key of boxes.keys()) {
      if (key === name || key.startsWith(`${name}.`))
        for (const box of boxesOf(key)) writeBox(box, getPath(values, key));
    }
  };

  const check = async (): Promise<ResolverResult<T, Out>> => {
    const resolver = form._options.resolver;
    if (!resolver) return { values: clonePlain(values) as unknown as Out, errors: {} };
    // react-hook-form's resolver options: a list's own message goes under `root` when its rows are fields (names).
    return resolver(clonePlain(values), undefined, {
      fields: {},
      names: [...registrations.keys()] as never[],
      shouldUseNativeValidation: false,
      criteriaMode: 'firstError',
    });
  };

  /** After a submit, a changed field's message follows the current values (react-hook-form's reValidateMode 'onChange'). */
  const recheck = async (name: string) => {
    const started = resets;
    const next = getPath((await check()).errors, name);
    if (started !== resets) return;
    const errors = clonePlain(form.formState.errors) as Record<string, unknown>;
    if (next) setPath(errors, name, next);
    else unsetPath(errors, name);
    update({ errors: errors as FieldErrors<T> });
  };

  const changed = async (name: string) => {
    emit(name, true);
    if (form.formState.isSubmitted) await recheck(name);
  };

  const focusFirstError = () => {
    const invalid = [...boxes.keys()].filter((name) => getPath(form.formState.errors, name)).flatMap(boxesOf);
    invalid.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_PRECEDING ? 1 : -1))[0]?.focus();
  };

  const attach = (name: string, box: Box) => {
    // A box renamed (a list's row moved up) belongs to its new name only.
    for (const named of boxes.values()) named.delete(box);
    if (!boxes.has(name)) boxes.set(name, new Set());
    boxes.get(name)!.add(box);
    const value = getPath(values, name);
    // A field without a default takes what its box shows (a select's first option), as react-hook-form does.
    if (value !== undefined) writeBox(box, value);
    else if (box.type !== 'radio' || box.checked) setPath(values, name, readBox(box));
  };

  const form: UseFormReturn<T, C, Out> = {
    formState: fresh(),
    _options: options,
    get control() {
      return form;
    },

    register(name, opts) {
      registerOptions.set(name, opts);
      let registration = registrations.get(name);
      if (!registration) {
        registration = {
          name,
          onChange: async (event) => {
            setPath(values, name, readBox(event.target as Box));
            registerOptions.get(name)?.onChange?.(event as never);
            await changed(name);
          },
          onBlur: noop,
          // The same ref on every render, so Preact does not detach and attach the box each time.
          ref: (box) => box && attach(name, box as Box),
        };
        registrations.set(name, registration);
      }
      return { ...registration } as FieldRegistration<typeof name>;
    },

    handleSubmit: (onValid, onInvalid) => async (event) => {
      event?.preventDefault?.();
      const started = resets;
      update({ isSubmitting: true });
      let result: ResolverResult<T, Out>;
      try {
        result = await check();
      } catch (error) {
        if (started === resets) update({ isSubmitting: false });
        throw error;
      }
      if (started !== resets) return;
      // Without a resolver nothing is checked: only messages set by setError stop the submit.
      const errors = (form._options.resolver ? result.errors : { ...form.formState.errors, root: undefined }) as Record<
        string,
        unknown
      >;
      if (!errors.root) delete errors.root;
      let failed = false;
      let failure: unknown;
      if (isEmpty(errors)) {
        update({ errors: {} });
        try {
          await onValid(result.values as Out, event);
        } catch (error) {
          failed = true;
          failure = error;
        }
      } else {
        form.formState = { ...form.formState, errors: errors as FieldErrors<T> };
        await onInvalid?.(errors as FieldErrors<T>, event);
        if (started === resets) focusFirstError();
      }
      // A reset during onValid (the form emptied after a save) leaves the fresh form as it is.
      if (started === resets)
        update({
          isSubmitted: true,
          isSubmitting: false,
          isSubmitSuccessful: isEmpty(form.formState.errors) && !failed,
        });
      if (failed) throw failure;
    },

    reset(next) {
      resets += 1;
      if (next) defaults = clonePlain(next);
      values = clonePlain(defaults);
      for (const name of boxes.keys()) fill(name);
      form.formState = fresh();
      emit(undefined, true);
    },

    watch(arg?: unknown) {
      if (typeof arg === 'function') {
        const listener: Listener = (name, valueChanged) => valueChanged && arg({ ...values }, { name });
        listeners.add(listener);
        return { unsubscribe: () => listeners.delete(listener) };
      }
      if (arg === undefined) {
        watchAll = true;
        return { ...values };
      }
      const names = [arg as string].flat();
      names.forEach((name) => watched.add(name));
      return Array.isArray(arg) ? names.map((name) => getPath(values, name)) : getPath(values, arg as string);
    },

    setValue(name, value, opts) {
      setPath(values, name, clonePlain(value));
      fill(name);
      emit(name, true);
      if (opts?.shouldValidate) void recheck(name);
    },

    getValues: ((name?: string) =>
      name === undefined ? { ...values } : getPath(values, name)) as UseFormReturn<T>['getValues'],

    setError(name, error) {
      const errors = clonePlain(form.formState.errors) as Record<string, unknown>;
      setPath(errors, name, { ...error });
      update({ errors: errors as FieldErrors<T> });
    },

    clearErrors(name) {
      const errors = clonePlain(form.formState.errors) as Record<string, unknown>;
      if (name === undefined) update({ errors: {} });
      else {
        unsetPath(errors, name);
        update({ errors: errors as FieldErrors<T> });
      }
    },

    _read(name) {
      watched.add(name);
      return getPath(values, name);
    },

    _change(name, value) {
      setPath(values, name, value);
      void changed(name);
    },
  } as UseFormReturn<T, C, Out>;

  listeners.add((name, valueChanged) => {
    if (!valueChanged || isWatched(name)) redraw();
  });
  return form;
}
