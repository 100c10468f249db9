import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { zodFormResolver } from '../zod-form-resolver';
import { Controller, useFieldArray, useForm, type UseFormReturn } from './index';

const schema = z.object({ name: z.string().trim().min(1, 'Enter a name'), age: z.string().regex(/^\d+$/, 'A number') });
type Values = z.input<typeof schema>;
const resolver = zodFormResolver(schema);

function NameForm({
  onValid,
  expose,
}: {
  onValid: (values: Values) => unknown;
  expose?: (form: UseFormReturn<Values>) => void;
}) {
  const form = useForm<Values>({ resolver, defaultValues: { name: '', age: '' } });
  expose?.(form);
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register('name')} />
      {errors.name && <p role="alert">{errors.name.message}</p>}
      <label htmlFor="age">Age</label>
      <input id="age" type="number" {...form.register('age')} />
      {errors.age && <p role="alert">{errors.age.message}</p>}
      <button type="submit">{isSubmitting ? 'Saving' : 'Save'}</button>
    </form>
  );
}

describe('useForm', () => {
  it('checks nothing before the first submit, then gives the messages and focuses the first invalid field', async () => {
    const onValid = vi.fn();
    render(<NameForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Age'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.clear(screen.getByLabelText('Age'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByRole('alert')).map((p) => p.textContent)).toEqual(['Enter a name', 'A number']);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('after a submit checks each change again: a fixed field loses its message, the other keeps it', async () => {
    render(<NameForm onValid={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter a name');
    await userEvent.type(screen.getByLabelText('Name'), 'Al');
    await waitFor(() => expect(screen.queryByText('Enter a name')).toBeNull());
    expect(screen.getByText('A number')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Name'));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
  });

  it('hands the resolver output to onValid and is submitting while it runs', async () => {
    let finish = () => {};
    const onValid = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<NameForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Name'), '  Al ');
    await userEvent.type(screen.getByLabelText('Age'), '42');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving' })).toBeInTheDocument();
    expect(onValid).toHaveBeenCalledWith({ name: 'Al', age: '42' }, expect.anything());
    await act(async () => finish());
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('reset() puts back the defaults in the boxes, reset(values) new ones, and the form is fresh again', async () => {
    let form!: UseFormReturn<Values>;
    render(
      <NameForm
        onValid={vi.fn()}
        expose={(f) => {
          form = f;
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter a name');
    await userEvent.type(screen.getByLabelText('Name'), 'Al');
    act(() => form.reset());
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    await userEvent.clear(screen.getByLabelText('Name'));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => form.reset({ name: 'Bo', age: '7' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Bo');
    act(() => form.reset());
    expect(screen.getByLabelText('Age')).toHaveValue(7);
  });

  it('a reset() inside onValid leaves the fresh form: not submitted, so a change is not checked', async () => {
    let form!: UseFormReturn<Values>;
    render(
      <NameForm
        onValid={() => form.reset()}
        expose={(f) => {
          form = f;
        }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Al');
    await userEvent.type(screen.getByLabelText('Age'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(form.formState.isSubmitted).toBe(false);
    await userEvent.type(screen.getByLabelText('Name'), ' ');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('setError shows a message, a passing submit clears it; setValue fills the box; getValues reads it', async () => {
    let form!: UseFormReturn<Values>;
    const onValid = vi.fn();
    render(
      <NameForm
        onValid={onValid}
        expose={(f) => {
          form = f;
        }}
      />,
    );
    act(() => form.setError('name', { message: 'Taken' }));
    expect(screen.getByText('Taken')).toBeInTheDocument();
    act(() => form.setValue('name', 'Cy'));
    act(() => form.setValue('age', '3'));
    expect(screen.getByLabelText('Name')).toHaveValue('Cy');
    expect(form.getValues('name')).toBe('Cy');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(screen.queryByText('Taken')).toBeNull();
    act(() => form.setError('age', { message: 'Too old' }));
    act(() => form.clearErrors('age'));
    expect(screen.queryByText('Too old')).toBeNull();
  });

  it('calls onInvalid with the errors', async () => {
    const onInvalid = vi.fn();
    function Form() {
      const form = useForm<Values>({ resolver, defaultValues: { name: '', age: '1' } });
      return (
        <form onSubmit={form.handleSubmit(vi.fn(), onInvalid)}>
          <input aria-label="Name" {...form.register('name')} />
          <button type="submit">Go</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() =>
      expect(onInvalid).toHaveBeenCalledWith(
        { name: { type: 'too_small', message: 'Enter a name' } },
        expect.anything(),
      ),
    );
  });
});

describe('watch', () => {
  it('redraws with a watched value, gives several at once, and tells a callback which field changed', async () => {
    const seen: (string | undefined)[] = [];
    function Form() {
      const form = useForm({ defaultValues: { a: 'x', b: 'y' } });
      const a = form.watch('a');
      const [, b] = form.watch(['a', 'b']);
      useEffect(() => {
        const watching = form.watch((_, { name }) => seen.push(name));
        return () => watching.unsubscribe();
      }, [form]);
      return (
        <>
          <input aria-label="A" {...form.register('a')} />
          <input aria-label="B" {...form.register('b')} />
          <p>
            {a}-{b}
          </p>
        </>
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByLabelText('A'), '1');
    await userEvent.type(screen.getByLabelText('B'), '2');
    expect(screen.getByText('x1-y2')).toBeInTheDocument();
    expect(seen).toEqual(['a', 'b']);
  });
});

describe('inputs', () => {
  it('keeps a checkbox as checked, a radio group as the checked value, a select as its value', async () => {
    const onValid = vi.fn();
    function Form() {
      const form = useForm({ defaultValues: { agree: false, os: 'b', size: 's' } });
      return (
        <form onSubmit={form.handleSubmit(onValid)}>
          <input type="checkbox" aria-label="Agree" {...form.register('agree')} />
          {['a', 'b'].map((v) => (
            <input key={v} type="radio" value={v} aria-label={`OS ${v}`} {...form.register('os')} />
          ))}
          <select aria-label="Size" {...form.register('size')}>
            <option value="s">S</option>
            <option value="l">L</option>
          </select>
          <button type="submit">Go</button>
        </form>
      );
    }
    render(<Form />);
    expect(screen.getByLabelText('OS b')).toBeChecked();
    await userEvent.click(screen.getByLabelText('Agree'));
    await userEvent.click(screen.getByLabelText('OS a'));
    await userEvent.selectOptions(screen.getByLabelText('Size'), 'l');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ agree: true, os: 'a', size: 'l' }, expect.anything()));
  });

  it("calls a field's own onChange after the form has its value", async () => {
    const seen: string[] = [];
    function Form() {
      const form = useForm({ defaultValues: { a: '' } });
      return <input aria-label="A" {...form.register('a', { onChange: () => seen.push(form.getValues('a')) })} />;
    }
    render(<Form />);
    await userEvent.type(screen.getByLabelText('A'), 'hi');
    expect(seen).toEqual(['h', 'hi']);
  });
});

describe('Controller and useFieldArray', () => {
  const listSchema = z.object({
    on: z.boolean(),
    rows: z.array(z.object({ label: z.string().min(1, 'Label') })).min(1, 'One at least'),
  });
  type ListValues = z.input<typeof listSchema>;

  function ListForm({ onValid }: { onValid: (values: ListValues) => void }) {
    const form = useForm<ListValues>({
      resolver: zodFormResolver(listSchema),
      defaultValues: { on: false, rows: [{ label: 'one' }, { label: 'two' }] },
    });
    const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rows' });
    const [count, setCount] = useState(0);
    const rowsError = form.formState.errors.rows;
    return (
      <form onSubmit={form.handleSubmit(onValid)}>
        <Controller
          control={form.control}
          name="on"
          render={({ field }) => (
            <button type="button" aria-pressed={field.value} onClick={() => field.onChange(!field.value)}>
              Switch
            </button>
          )}
        />
        {fields.map((field, index) => (
          <div key={field.id}>
            <input aria-label={`Row ${index + 1}`} {...form.register(`rows.${index}.label`)} />
            {rowsError?.[index]?.label && <p role="alert">{rowsError[index]?.label?.message}</p>}
            <button type="button" onClick={() => remove(index)}>
              Remove {index + 1}
            </button>
          </div>
        ))}
        {rowsError?.message && <p role="alert">{rowsError.message}</p>}
        <button
          type="button"
          onClick={() => {
            append({ label: '' });
            setCount(count + 1);
          }}
        >
          Add
        </button>
        <button type="submit">Go</button>
      </form>
    );
  }

  it('a Controller shows and changes its value; rows are added and removed, each box keeping its own text', async () => {
    const onValid = vi.fn();
    render(<ListForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch' }));
    expect(screen.getByRole('button', { name: 'Switch' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Remove 1' }));
    expect(screen.getByLabelText('Row 1')).toHaveValue('two');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.type(screen.getByLabelText('Row 2'), 'three');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith(
        { on: true, rows: [{ label: 'two' }, { label: 'three' }] },
        expect.anything(),
      ),
    );
  });

  it("gives a row's message at its index and the list's own message; removing rows checks the list again", async () => {
    render(<ListForm onValid={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Label')).toBeInTheDocument();
    expect(screen.getByLabelText('Row 3')).toHaveFocus();
    for (let i = 0; i < 3; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Remove 1' }));
    expect(await screen.findByText('One at least')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByText('One at least')).toBeNull());
  });
});
