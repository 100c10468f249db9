import type { Page } from '@playwright/test';

// A short-lived message (a toast shown for a few seconds, or half a second before the page reloads) can come and go
// between a locator's polls on a loaded machine. Instead the page itself watches for the text with a
// MutationObserver, armed before the action that shows it, and reports it through a binding the moment it is in the
// document; the report survives a reload that follows.

const BINDING = '__hfTextSeen';
const listenersOf = new WeakMap<Page, Map<string, () => void>>();

/**
 * Arms a watch for an element whose whole text is exactly `text`. Call it before the action that shows the text, and
 * await `seen` after. (An object, not the promise itself: an async function's returned promise would be awaited with
 * it, and the watch would wait for the text before the action that shows it.)
 */
export async function watchForText(page: Page, text: string): Promise<{ seen: Promise<void> }> {
  let listeners = listenersOf.get(page);
  if (!listeners) {
    const created = new Map<string, () => void>();
    listeners = created;
    listenersOf.set(page, created);
    await page.exposeBinding(BINDING, (_source, shown: string) => created.get(shown)?.());
  }
  const seen = new Promise<void>((resolve) => listeners.set(text, resolve));
  await page.evaluate(armObserver, text);
  return { seen };
}

/** Runs in the page: reports once an element whose whole text is exactly `text` is in the document. */
function armObserver(text: string): void {
  const report = (window as unknown as Record<string, (shown: string) => void>).__hfTextSeen;
  const present = () =>
    document.evaluate(`//*[normalize-space(.)=${JSON.stringify(text)}]`, document.body, null, XPathResult.BOOLEAN_TYPE)
      .booleanValue;
  if (present()) {
    report(text);
    return;
  }
  const observer = new MutationObserver(() => {
    if (present()) {
      observer.disconnect();
      report(text);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}
