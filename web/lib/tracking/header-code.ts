import type { ActiveHeaderCode } from '../../../contract/marketing.js';

// The header code loader (001 §2): the admin's active snippets go into <head>, lower positions first. HTML
// parsed with innerHTML never runs its <script> elements, so each one is re-created to run, in order: an
// external script blocks the ones after it until it has loaded (or failed), as it would in a static head.

const MARK = 'data-hostfree-header-code';
let injected = false;

export function hasInjectedHeaderCode() {
  return injected;
}

function cloneScript(source: HTMLScriptElement): HTMLScriptElement {
  const script = document.createElement('script');
  for (const { name, value } of Array.from(source.attributes)) script.setAttribute(name, value);
  script.text = source.text;
  // Dynamically inserted scripts are async by default; keep the document order unless the snippet asked for async.
  if (!source.hasAttribute('async')) script.async = false;
  return script;
}

export async function injectHeaderCode(snippets: readonly ActiveHeaderCode[]): Promise<void> {
  if (injected) return;
  injected = true;
  const ordered = [...snippets].sort((a, b) => a.position - b.position || a.id - b.id);
  for (const snippet of ordered) {
    const template = document.createElement('template');
    template.innerHTML = snippet.code;
    for (const node of Array.from(template.content.childNodes)) {
      if (node instanceof HTMLScriptElement) {
        const script = cloneScript(node);
        script.setAttribute(MARK, String(snippet.id));
        if (script.src) {
          const done = new Promise<void>((resolve) => {
            script.addEventListener('load', () => resolve(), { once: true });
            script.addEventListener('error', () => resolve(), { once: true });
          });
          document.head.appendChild(script);
          await done;
        } else {
          try {
            document.head.appendChild(script);
          } catch {
            // One broken snippet must not stop the others.
          }
        }
      } else if (node instanceof Element) {
        node.setAttribute(MARK, String(snippet.id));
        document.head.appendChild(node);
      } else if (node.nodeType === Node.COMMENT_NODE) {
        document.head.appendChild(node);
      }
    }
  }
}
