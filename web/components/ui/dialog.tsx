import * as React from 'react';
import { createContext, forwardRef, useContext, useEffect, useState } from 'react';
import type * as DialogPrimitive from '@radix-ui/react-dialog';
import { Slot } from '@radix-ui/react-slot';
import { cn } from '../../lib/utils';

// Every dialog of the app is closed when its page loads, yet Radix's dialog (focus trap, scroll lock, portal, dismiss
// layer: ~12 KB over the wire) came with every page that has one. So the dialog's parts load the first time any
// dialog opens (dialog-parts.tsx), and then stay: later dialogs render at once. Until then a closed dialog renders
// only its trigger, which asks its owner to open it.

type Parts = typeof import('./dialog-parts');
let parts: Parts | null = null;
let loading: Promise<Parts> | null = null;

/** Fetches the dialog's parts (once). The tests start with them loaded, as a page is after its first dialog. */
export function preloadDialog(): Promise<Parts> {
  loading ??= import('./dialog-parts')
    .then((loaded) => (parts = loaded))
    .catch((error: unknown) => {
      loading = null; // a failed fetch (a deploy replaced the file, the network dropped) is tried again at the next open
      throw error;
    });
  return loading;
}

/** Inside a dialog whose parts are loaded; the owner's onOpenChange otherwise. */
const PartsLoaded = createContext(false);
const AskToOpen = createContext<((open: boolean) => void) | undefined>(undefined);

function Dialog(props: DialogPrimitive.DialogProps) {
  const [ready, setReady] = useState(parts !== null);
  const wanted = Boolean(props.open ?? props.defaultOpen);
  useEffect(() => {
    if (ready || !wanted) return undefined;
    let live = true;
    preloadDialog().then(
      () => live && setReady(true),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [ready, wanted]);
  if (!ready || !parts) return <AskToOpen.Provider value={props.onOpenChange}>{props.children}</AskToOpen.Provider>;
  return (
    <PartsLoaded.Provider value={true}>
      <parts.Dialog {...props} />
    </PartsLoaded.Provider>
  );
}

/** The content only exists while open, so before the parts load there is nothing to draw. */
function loadedPart<P extends object, R>(
  pick: (loaded: Parts) => React.ComponentType<P & React.RefAttributes<R>>,
  name: string,
) {
  const Part = forwardRef<R, P>((props, ref) => {
    const Loaded = useContext(PartsLoaded) && parts ? pick(parts) : null;
    return Loaded ? <Loaded {...(props as P)} ref={ref} /> : null;
  });
  Part.displayName = name;
  return Part;
}

const DialogContent = loadedPart<React.ComponentPropsWithoutRef<Parts['DialogContent']>, HTMLDivElement>(
  (p) => p.DialogContent,
  'DialogContent',
);
const DialogTitle = loadedPart<React.ComponentPropsWithoutRef<typeof DialogPrimitive.Title>, HTMLHeadingElement>(
  (p) => p.DialogTitle,
  'DialogTitle',
);
const DialogDescription = loadedPart<React.ComponentPropsWithoutRef<Parts['DialogDescription']>, HTMLParagraphElement>(
  (p) => p.DialogDescription,
  'DialogDescription',
);

/** Radix's trigger once loaded; before that the same element, which asks the dialog's owner to open it. */
const DialogTrigger = forwardRef<HTMLButtonElement, React.ComponentPropsWithoutRef<typeof DialogPrimitive.Trigger>>(
  ({ asChild, onClick, ...props }, ref) => {
    const loaded = useContext(PartsLoaded);
    const askToOpen = useContext(AskToOpen);
    if (loaded && parts) return <parts.DialogTrigger ref={ref} asChild={asChild} onClick={onClick} {...props} />;
    const Element = asChild ? Slot : 'button';
    return (
      <Element
        ref={ref}
        type={asChild ? undefined : 'button'}
        aria-haspopup="dialog"
        aria-expanded={false}
        onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
          onClick?.(event);
          if (!event.defaultPrevented) askToOpen?.(true);
        }}
        {...props}
      />
    );
  },
);
DialogTrigger.displayName = 'DialogTrigger';

const DialogHeader = ({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('flex flex-col gap-1.5 text-center sm:text-start', className)} {...props} />
);
DialogHeader.displayName = 'DialogHeader';

const DialogFooter = ({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
);
DialogFooter.displayName = 'DialogFooter';

export type { DialogWidth, DialogDescriptionTone } from './dialog-parts';
export { Dialog, DialogTrigger, DialogContent, DialogHeader, DialogFooter, DialogTitle, DialogDescription };
