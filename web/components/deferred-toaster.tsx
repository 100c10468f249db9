import { useEffect, useState, type ComponentType } from 'react';
import { useToast } from './ui/use-toast';

// Toasts live in a store (use-toast) from the first moment; the Radix code that draws them is not part of a page's
// first load. It is fetched at the first tap, key press or focus (a toast nearly always follows one),
// or at the first toast, whichever comes first, and stays mounted from then on.

let LoadedToaster: ComponentType | null = null;
let loading: Promise<void> | null = null;

export function preloadToaster(): Promise<void> {
  loading ??= import('./ui/toaster').then((module) => {
    LoadedToaster = module.Toaster;
  });
  return loading;
}

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

export function DeferredToaster() {
  const { toasts } = useToast();
  const [, setLoaded] = useState(LoadedToaster !== null);
  const hasToasts = toasts.length > 0;
  useEffect(() => {
    if (LoadedToaster) return undefined;
    let live = true;
    const load = () => void preloadToaster().then(() => live && setLoaded(true));
    if (hasToasts) {
      load();
      return () => {
        live = false;
      };
    }
    for (const event of FIRST_INTERACTION)
      window.addEventListener(event, load, { once: true, passive: true, capture: true });
    return () => {
      live = false;
      for (const event of FIRST_INTERACTION) window.removeEventListener(event, load, { capture: true });
    };
  }, [hasToasts]);
  return LoadedToaster ? <LoadedToaster /> : null;
}
