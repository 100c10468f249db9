import * as React from 'react';
import { createPortal } from 'react-dom';
import { Slot } from '@radix-ui/react-slot';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../contract/constants.js';
import { cn } from '../../lib/utils';

/*
 * A small tooltip in place of Radix's (Radix tooltip and floating-ui were ~9 KB brotli on every page with a
 * copy button). It shows after TOOLTIP_DELAY_MS of hover, at once on keyboard focus, and at once on hover when another
 * tooltip closed less than TOOLTIP_SKIP_DELAY_MS ago (moving along a row of buttons); it hides on Escape, blur, and
 * when the pointer leaves both the trigger and the tooltip. The trigger points at it with aria-describedby.
 * It is drawn in document.body with position: fixed, above the trigger or below it when there is no room above, and
 * moved sideways to stay inside the viewport: inside the page it would be cut off by a scrolling dialog (overflow) or
 * placed against a transformed one.
 */

/** When the last tooltip on the page closed (for the skip delay, which spans tooltips as Radix's provider did). */
let lastClosedAt = Number.NEGATIVE_INFINITY;
/** How long the pointer has to cross from the trigger to the tooltip before it hides (so the tooltip can be hovered). */
const LEAVE_GRACE_MS = 100;
/** Gap between trigger and tooltip, and the least distance from the viewport's edges, in px. */
const GAP = 4;
const EDGE = 8;

interface TooltipState {
  open: boolean;
  id: string;
  triggerRef: React.RefObject<HTMLElement | null>;
  show(after: number): void;
  hide(after?: number): void;
}
const TooltipContext = React.createContext<TooltipState | null>(null);

function useTooltip(part: string): TooltipState {
  const state = React.useContext(TooltipContext);
  if (!state) throw new Error(`${part} must be inside <Tooltip>`);
  return state;
}

function Tooltip({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  const triggerRef = React.useRef<HTMLElement | null>(null);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openRef = React.useRef(false);
  const state = React.useMemo<TooltipState>(() => {
    const set = (next: boolean) => {
      clearTimeout(timer.current);
      if (openRef.current && !next) lastClosedAt = Date.now();
      openRef.current = next;
      setOpen(next);
    };
    const later = (after: number, next: boolean) => {
      clearTimeout(timer.current);
      if (after <= 0) set(next);
      else timer.current = setTimeout(() => set(next), after);
    };
    return {
      open,
      id,
      triggerRef,
      show: (after) => later(openRef.current || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : after, true),
      hide: (after = 0) => later(after, false),
    };
  }, [open, id]);
  React.useEffect(() => () => clearTimeout(timer.current), []);
  React.useEffect(() => {
    if (!open) return;
    // Escape closes the tooltip only, not a dialog around it: window's capture listener runs before the document's.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      state.hide();
    };
    // A scroll or resize would leave it beside the wrong place.
    const onMove = () => state.hide();
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('scroll', onMove, true);
    window.addEventListener('resize', onMove);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onMove);
    };
  }, [open, state]);
  return <TooltipContext.Provider value={state}>{children}</TooltipContext.Provider>;
}

/** The element the tooltip describes: a button, or with `asChild` the one child (e.g. a Button). */
function TooltipTrigger({ asChild = false, children }: { asChild?: boolean; children: React.ReactNode }) {
  const tooltip = useTooltip('TooltipTrigger');
  // A tap or click also focuses the trigger; only keyboard focus opens the tooltip at once (as Radix's did).
  const pressed = React.useRef(false);
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      ref={tooltip.triggerRef as React.Ref<HTMLButtonElement>}
      aria-describedby={tooltip.open ? tooltip.id : undefined}
      onPointerEnter={(event: React.PointerEvent) => {
        if (event.pointerType !== 'touch') tooltip.show(TOOLTIP_DELAY_MS);
      }}
      onPointerLeave={() => {
        pressed.current = false;
        tooltip.hide(LEAVE_GRACE_MS);
      }}
      onPointerDown={() => {
        pressed.current = true;
      }}
      onFocus={() => {
        if (!pressed.current) tooltip.show(0);
      }}
      onBlur={() => {
        pressed.current = false;
        tooltip.hide();
      }}
    >
      {children}
    </Comp>
  );
}

interface Placement {
  top: number;
  left: number;
  side: 'top' | 'bottom';
}

/** Above the trigger, or below it when there is no room above; centred on it but kept inside the viewport. */
function place(trigger: DOMRect, tooltip: DOMRect): Placement {
  const above = trigger.top - GAP - tooltip.height;
  const side = above >= EDGE ? 'top' : 'bottom';
  const centred = trigger.left + trigger.width / 2 - tooltip.width / 2;
  const left = Math.max(EDGE, Math.min(centred, window.innerWidth - EDGE - tooltip.width));
  return { top: side === 'top' ? above : trigger.bottom + GAP, left, side };
}

function TooltipContent({ className, children }: { className?: string; children: React.ReactNode }) {
  const tooltip = useTooltip('TooltipContent');
  const ref = React.useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = React.useState<Placement | null>(null);
  // Measured before the browser paints (hidden until then), and again when the text changes its width.
  React.useLayoutEffect(() => {
    const trigger = tooltip.triggerRef.current;
    setPlacement(
      tooltip.open && trigger && ref.current
        ? place(trigger.getBoundingClientRect(), ref.current.getBoundingClientRect())
        : null,
    );
  }, [tooltip.open, tooltip.triggerRef, children]);
  if (!tooltip.open) return null;
  return createPortal(
    <div
      ref={ref}
      id={tooltip.id}
      role="tooltip"
      data-side={placement?.side}
      style={{
        position: 'fixed',
        top: placement?.top ?? 0,
        left: placement?.left ?? 0,
        visibility: placement ? undefined : 'hidden',
      }}
      onPointerEnter={() => tooltip.show(0)}
      onPointerLeave={() => tooltip.hide(LEAVE_GRACE_MS)}
      className={cn(
        'z-50 w-max max-w-[calc(100vw-1rem)] rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md animate-in',
        className,
      )}
    >
      {children}
    </div>,
    document.body,
  );
}

export { Tooltip, TooltipTrigger, TooltipContent };
