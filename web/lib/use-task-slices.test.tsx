import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTaskSlices } from './use-task-slices';

function Sliced() {
  const shown = useTaskSlices(3);
  return <p>{shown}</p>;
}

describe('useTaskSlices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the first slice at once and one more in each following task, up to the count', async () => {
    render(<Sliced />);
    expect(screen.getByText('1')).toBeInTheDocument();
    await act(async () => { await vi.advanceTimersToNextTimerAsync(); });
    expect(screen.getByText('2')).toBeInTheDocument();
    await act(async () => { await vi.advanceTimersToNextTimerAsync(); });
    expect(screen.getByText('3')).toBeInTheDocument();
    await act(async () => { await vi.runAllTimersAsync(); });
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });
});
