import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../contract/constants.js';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

function renderTooltips() {
  render(
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          <button type="button">Copy</button>
        </TooltipTrigger>
        <TooltipContent>Copy the password</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger asChild>
          <button type="button">Other</button>
        </TooltipTrigger>
        <TooltipContent>Another tip</TooltipContent>
      </Tooltip>
    </>,
  );
  return { copy: screen.getByRole('button', { name: 'Copy' }), other: screen.getByRole('button', { name: 'Other' }) };
}

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // No tooltip closed just before this test: the skip delay starts from an old close.
    vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 1);
  });

  it('shows after the hover delay and describes its trigger', async () => {
    const { copy } = renderTooltips();
    fireEvent.pointerEnter(copy, { pointerType: 'mouse' });
    await wait(TOOLTIP_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(copy).not.toHaveAttribute('aria-describedby');
    await wait(1);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Copy the password');
    expect(copy).toHaveAttribute('aria-describedby', tooltip.id);
    expect(tooltip.parentElement).toBe(document.body);
  });

  it('hides when the pointer leaves (after a short grace to reach the tooltip) and not while it is over the tooltip', async () => {
    const { copy } = renderTooltips();
    fireEvent.pointerEnter(copy, { pointerType: 'mouse' });
    await wait(TOOLTIP_DELAY_MS);
    fireEvent.pointerLeave(copy);
    fireEvent.pointerEnter(screen.getByRole('tooltip'));
    await wait(500);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByRole('tooltip'));
    await wait(500);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(copy).not.toHaveAttribute('aria-describedby');
  });

  it('does not open for a touch', async () => {
    const { copy } = renderTooltips();
    fireEvent.pointerEnter(copy, { pointerType: 'touch' });
    fireEvent.pointerDown(copy, { pointerType: 'touch' });
    fireEvent.focus(copy);
    await wait(TOOLTIP_DELAY_MS * 2);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows at once on keyboard focus and hides on blur', () => {
    const { copy } = renderTooltips();
    fireEvent.focus(copy);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy the password');
    fireEvent.blur(copy);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hides on Escape without letting the key reach the page (a dialog around it stays open)', () => {
    const { copy } = renderTooltips();
    const pageSawEscape = vi.fn();
    document.addEventListener('keydown', pageSawEscape);
    fireEvent.focus(copy);
    fireEvent.keyDown(copy, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(pageSawEscape).not.toHaveBeenCalled();
    fireEvent.keyDown(copy, { key: 'Escape' });
    expect(pageSawEscape).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', pageSawEscape);
  });

  it('opens the next tooltip at once within the skip delay of the last one closing, and with the delay after it', async () => {
    const { copy, other } = renderTooltips();
    fireEvent.pointerEnter(copy, { pointerType: 'mouse' });
    await wait(TOOLTIP_DELAY_MS);
    fireEvent.pointerLeave(copy);
    await wait(100);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(other, { pointerType: 'mouse' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Another tip');
    fireEvent.pointerLeave(other);
    await wait(100 + TOOLTIP_SKIP_DELAY_MS);
    fireEvent.pointerEnter(copy, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await wait(TOOLTIP_DELAY_MS);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copy the password');
  });

  it('sits below the trigger when there is no room above, and inside the viewport', () => {
    const { copy } = renderTooltips();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this === copy ? new DOMRect(window.innerWidth - 20, 2, 16, 16) : new DOMRect(0, 0, 120, 24);
    });
    fireEvent.focus(copy);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveAttribute('data-side', 'bottom');
    expect(tooltip.style.top).toBe('22px');
    expect(tooltip.style.left).toBe(`${window.innerWidth - 8 - 120}px`);
  });
});
