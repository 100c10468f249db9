import { options } from 'preact';

// The app runs on Preact (vite.config.ts, PREACT_ALIASES). Preact runs useEffect callbacks after the next frame is
// painted (requestAnimationFrame); React runs them as soon as a render caused by a layout effect or an event has
// committed. @stripe/react-stripe-js counts on React's timing: it mounts the card form in a layout effect and
// listens for its 'ready' and 'change' in effects, so a form that reports ready within that frame was never heard
// (the checkout's spinner stayed, Pay stayed disabled). Effects run in a microtask after the commit here, as React
// does for those renders; they still never run inside a render.
options.requestAnimationFrame = (flush: () => void) => queueMicrotask(flush);
