import { useRef, type ReactNode } from 'react';
import { valueOf } from './create-form';
import type { Control, FieldValues, Path, PathValue } from './types';

// The two ways a form holds a value no plain input shows: a component given value and onChange (Controller), and a
// list of rows (useFieldArray). Both redraw through the form's component, which reads their values as watched.

interface ControllerProps<T extends FieldValues, N extends Path<T>> {
  control: Control<T>;
  name: N;
  render: (props: {
    field: { name: N; value: PathValue<T, N>; onChange: (valueOrEvent: unknown) => void };
  }) => ReactNode;
}

export function Controller<T extends FieldValues, N extends Path<T>>({ control, name, render }: ControllerProps<T, N>) {
  return render({
    field: {
      name,
      value: control._read(name) as PathValue<T, N>,
      onChange: (next) => control._change(name, valueOf(next)),
    },
  });
}

type Row<T, N extends string> = PathValue<T, N> extends readonly (infer E)[] ? E : never;
let lastRowId = 0;

/** The rows of a list field, each with an id that stays with it when rows above are removed (a stable key). */
export function useFieldArray<T extends FieldValues, N extends Path<T>>({
  control,
  name,
}: {
  control: Control<T>;
  name: N;
}) {
  const ids = useRef<string[]>([]);
  const read = () => (control._read(name) ?? []) as Row<T, N>[];
  const rows = read();
  // Rows put in by reset() or setValue get new ids; ids of rows beyond the list are dropped.
  while (ids.current.length < rows.length) ids.current.push(String((lastRowId += 1)));
  ids.current.length = rows.length;
  return {
    fields: rows.map((row, index) => ({ ...(row as object), id: ids.current[index] }) as Row<T, N> & { id: string }),
    append: (row: Row<T, N>) => control._change(name, [...read(), row]),
    remove: (index: number) => {
      ids.current.splice(index, 1);
      control._change(
        name,
        read().filter((_, i) => i !== index),
      );
    },
  };
}
