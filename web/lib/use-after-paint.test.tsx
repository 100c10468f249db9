import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint, useSlicesAfterPaint } from './use-after-paint';

function Sliced() {
  const shown = useSlicesAfterPaint(3);
  return <p>{shown}</p>;
}

describe('useSlicesAfterPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the first slice at once and one more after each following frame, up to the count', async () => {
    render(<Sliced />);
    expect(screen.getByText('1')).toBeInTheDocument();
    // Not before a frame has come (requestAnimationFrame, then a task).
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('1')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(screen.getByText('2')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(screen.getByText('3')).toBeInTheDocument();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });
});

function Painted() {
  return <p>{useAfterPaint() ? 'painted' : 'first render'}</p>;
}

describe('useAfterPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is false on the first render and true once a frame and a task have passed', async () => {
    render(<Painted />);
    expect(screen.getByText('first render')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('first render')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(screen.getByText('painted')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });
});
