import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToId } from './scroll';

// A page whose anchor sits `top` px below the viewport's top and whose height the test sets; frames run by hand.
let top = 0;
let height = 4000;
let frames: FrameRequestCallback[] = [];
const runFrame = () => {
  const due = frames;
  frames = [];
  for (const f of due) f(performance.now());
};
function scrollBy(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('scrollToId', () => {
  let anchor: HTMLElement;
  let jumps: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    frames = [];
    top = 500;
    height = 4000;
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    Object.defineProperty(document.documentElement, 'scrollHeight', { get: () => height, configurable: true });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => {
      frames.push(f);
      return frames.length;
    });
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
    anchor = document.createElement('section');
    anchor.id = 'donate';
    document.body.append(anchor);
    anchor.getBoundingClientRect = () => ({ top }) as DOMRect;
    jumps = vi.fn<() => void>(() => {
      top = 0;
      Object.defineProperty(window, 'scrollY', { value: 3000, configurable: true });
    });
    anchor.scrollIntoView = jumps;
  });
  afterEach(() => {
    anchor.remove();
    vi.restoreAllMocks();
  });

  it('jumps to the anchor and keeps it there while the page above grows', () => {
    const stop = scrollToId('donate');
    expect(jumps).toHaveBeenCalledTimes(1);
    // A section above arrives: the page is taller and the anchor moved down.
    height = 4600;
    top = 600;
    runFrame();
    expect(jumps).toHaveBeenCalledTimes(2);
    stop();
  });

  it('leaves the page to a reader who scrolled by other means (scroll bar, a test driver) before it settled', () => {
    const stop = scrollToId('donate');
    expect(jumps).toHaveBeenCalledTimes(1);
    // The page scrolls on, the page's height unchanged: the reader did it.
    scrollBy(3485);
    top = -485;
    runFrame();
    expect(jumps).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
    stop();
  });

  it('leaves the page to a reader who presses a pointer', () => {
    scrollToId('donate');
    window.dispatchEvent(new Event('pointerdown'));
    top = 200;
    runFrame();
    expect(jumps).toHaveBeenCalledTimes(1);
  });
});
