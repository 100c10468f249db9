import './lib/zod-jitless';
import './lib/preact-effect-timing';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { PrerenderedShell } from './app/prerendered-shell';
import { preloadScreenAt } from './app/router';
import './styles.css';
import { applyTheme, storedTheme } from './lib/theme';
import { preloadFirstFrameMessages, preloadShellMessages } from './lib/i18n/first-frame';

// A theme the reader chose (not the system's, which CSS follows alone) before anything is drawn by the app.
applyTheme(storedTheme());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const app = (ssrPath?: string) => (
  <StrictMode>
    <App ssrPath={ssrPath} />
  </StrictMode>
);

// A prerendered page (scripts/vite-prerender.ts) is what a signed-out visitor sees at exactly its path; a signed-in
// browser has had it removed before the first paint. The app takes it over where it is (hydration: no second drawing
// of the page, in slices that let a tap through) once the screen's code is here. With a query or an anchor the
// first frame may differ from the prerendered one (?tab=register, #donate): the app then draws the page anew.
// (A promise, not a top-level await: an await here would make the bundler split the entry into dozens of files.)
const { pathname, search, hash } = window.location;
// A prerendered page carries its words in its language: taken in before anything is drawn, whichever way it is drawn.
const firstFrameMessages = preloadFirstFrameMessages().catch(() => undefined);
if (!root.firstElementChild) {
  // Nothing is drawn yet (a signed-in browser, or a page that is not prerendered): the screen's code is fetched beside
  // the session (GET /api/user) instead of once the router, knowing who is here, asks for it.
  void preloadScreenAt(pathname).catch(() => undefined);
  // The shell's words in the page's language come first: the bar and footer suspend outside any route's Suspense,
  // so drawing before them left a page in another language blank (English needs nothing and draws at once).
  void preloadShellMessages()
    .catch(() => undefined)
    .then(() => createRoot(root).render(app()));
} else {
  // The page's words in its language are fetched beside its code: hydration draws the same words the markup has.
  void Promise.all([preloadScreenAt(pathname), firstFrameMessages])
    .catch(() => undefined) // the router tries again under its Suspense, as on any other page
    .then(() => {
      if (search === '' && hash === '') hydrateRoot(root, <PrerenderedShell>{app(pathname)}</PrerenderedShell>);
      else {
        // React's createRoot empties its container; Preact's render would instead patch the prerendered nodes in
        // place and keep attributes the app never set (the `inert` that holds the markup until the app runs: #donate's
        // buttons stayed dead). So the container is emptied first, in the same task: no frame shows it empty.
        root.replaceChildren();
        createRoot(root).render(app());
      }
    });
}
