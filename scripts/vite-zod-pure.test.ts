import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { zodCallStarts, zodCallsPure } from './vite-zod-pure.js';

// The build marks zod calls in our files pure so unused schemas are dropped; nothing else may be marked (Preact's
// minified `z(...)` once vanished under a name-wide rule, and `z.config` is an effect).
const marked = (code: string) =>
  [...zodCallStarts(parseSync('x.js', code).program)].map((start) => code.slice(start, start + 12)).sort();

describe('zodCallStarts', () => {
  it('marks each zod call chain once, at its outermost call', () => {
    expect(marked('const a = z.string().min(1).max(40); const b = z.object({ c: z.number() });')).toEqual([
      'z.number() }',
      'z.object({ c',
      'z.string().m',
    ]);
  });

  it('leaves calls of a function named z, other objects, and zod settings alone', () => {
    expect(marked('z(1); y.object({}); z.config({ jitless: true }); z.setErrorMap(() => 1);')).toEqual([]);
  });
});

describe('zodCallsPure', () => {
  const transform = zodCallsPure().transform as (code: string, id: string) => { code: string } | null;

  it('annotates our own files only', () => {
    const code = 'export const s = z.string();';
    expect(transform(code, '/repo/contract/hosting.ts')?.code).toBe('export const s = /*#__PURE__*/ z.string();');
    expect(transform(code, '/repo/node_modules/preact/dist/preact.module.js')).toBeNull();
  });
});
