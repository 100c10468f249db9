// Zod compiles object parsers with `new Function` when it may; to find out, it tries once, and under our
// Content-Security-Policy (no 'unsafe-eval', docs/security.md) that try is a CSP violation Chrome reports as an
// issue on every page with a form (Lighthouse best practices). The browser parses a few small forms: jitless is
// as fast as anyone can tell, and it never tries eval. Zod keeps its settings on globalThis.__zod_globalConfig
// (zod/v4/core/core.js), so this sets it without loading zod into the first load; main.tsx imports it first.
declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });

export {};
