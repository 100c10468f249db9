import { useEffect, useState, type ReactNode } from 'react';

/**
 * Around a prerendered page (web/prerender.tsx at build time, web/main.tsx when React takes the page over): inert
 * until React has hydrated it, so a tap or a key on a button that does nothing yet is not taken and lost.
 */
export function PrerenderedShell({ children }: { children: ReactNode }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <div inert={!live} className="contents">
      {children}
    </div>
  );
}
