import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSlicedList } from './use-sliced-list';

const list = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));

function Items({ items }: { items: { id: number }[] }) {
  const drawn = useSlicedList(items, 6);
  return (
    <ul>
      {drawn.map((item) => (
        <li key={item.id}>{item.id}</li>
      ))}
    </ul>
  );
}

const drawnIds = () => screen.queryAllByRole('listitem').map((li) => Number(li.textContent));

describe('useSlicedList', () => {
  it('draws the first slice at once and the rest a slice per task, in order', async () => {
    render(<Items items={list(1, 24)} />);
    expect(drawnIds()).toEqual([1, 2, 3, 4, 5, 6]);
    await waitFor(() => expect(drawnIds()).toHaveLength(24));
    expect(drawnIds()).toEqual(list(1, 24).map((i) => i.id));
  });

  it('goes on from where it was when the list grows, and never takes cards away from a list drawn whole', async () => {
    const { rerender } = render(<Items items={list(1, 24)} />);
    await waitFor(() => expect(drawnIds()).toHaveLength(24));
    rerender(<Items items={list(1, 48)} />);
    expect(drawnIds()).toHaveLength(24);
    await waitFor(() => expect(drawnIds()).toHaveLength(48));
    // Reordered or replaced (a refetch after a download, another search): drawn at once, nothing flickers away.
    rerender(<Items items={list(100, 24)} />);
    expect(drawnIds()).toEqual(list(100, 24).map((i) => i.id));
  });

  it('draws a short list whole, and nothing for an empty one', () => {
    const { rerender } = render(<Items items={list(1, 4)} />);
    expect(drawnIds()).toEqual([1, 2, 3, 4]);
    rerender(<Items items={[]} />);
    expect(drawnIds()).toEqual([]);
  });
});
