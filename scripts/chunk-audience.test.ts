import { describe, expect, it } from 'vitest';
import type { ModuleInfo } from 'rolldown';
import { ModuleAudience } from './chunk-audience.js';
import { iconChunkOf } from './vite-chunk-groups.js';

// A small module graph as rolldown's ChunkingContext describes it: ids, static and dynamic importers, and the
// transformed code whose import/export statements say which names each module takes.
const ROOT = '/app';
const ICONS = `${ROOT}/node_modules/lucide-react/dist/esm`;
interface Spec {
  code?: string;
  imports?: string[];
  dynamicImports?: string[];
  entry?: boolean;
}

function graph(specs: Record<string, Spec>) {
  const infos = new Map<string, ModuleInfo>();
  for (const [id, spec] of Object.entries(specs)) {
    infos.set(id, {
      id,
      code: spec.code ?? '',
      isEntry: spec.entry ?? false,
      importedIds: spec.imports ?? [],
      dynamicallyImportedIds: spec.dynamicImports ?? [],
      importers: [],
      dynamicImporters: [],
    } as unknown as ModuleInfo);
  }
  for (const info of infos.values()) {
    for (const id of info.importedIds) infos.get(id)?.importers.push(info.id);
    for (const id of info.dynamicallyImportedIds) infos.get(id)?.dynamicImporters.push(info.id);
  }
  return new ModuleAudience((id) => infos.get(id) ?? null);
}

const app = graph({
  [`${ROOT}/web/main.tsx`]: {
    entry: true,
    code: 'import { Menu } from "lucide-react";\nimport { SignInButton } from "./features/auth";',
    imports: [`${ICONS}/lucide-react.mjs`, `${ROOT}/web/features/auth/index.ts`],
    dynamicImports: [
      `${ROOT}/web/app/routes/home.tsx`,
      `${ROOT}/web/app/routes/profile.tsx`,
      `${ROOT}/web/app/routes/admin-dashboard.tsx`,
    ],
  },
  [`${ROOT}/web/features/auth/index.ts`]: {
    code: 'export { SignInButton } from "./sign-in-button";\nexport { AuthTabs } from "./auth-tabs";',
    imports: [`${ROOT}/web/features/auth/sign-in-button.tsx`, `${ROOT}/web/features/auth/auth-tabs.tsx`],
  },
  [`${ROOT}/web/features/auth/sign-in-button.tsx`]: {
    code: 'import { LogIn } from "lucide-react";',
    imports: [`${ICONS}/lucide-react.mjs`],
  },
  [`${ROOT}/web/features/auth/auth-tabs.tsx`]: {
    code: 'import { KeyRound as Key } from "lucide-react";',
    imports: [`${ICONS}/lucide-react.mjs`],
  },
  [`${ROOT}/web/app/routes/home.tsx`]: {
    code: 'import { Crown } from "lucide-react";\nimport { AuthTabs } from "../../features/auth";',
    imports: [`${ICONS}/lucide-react.mjs`, `${ROOT}/web/features/auth/index.ts`],
  },
  [`${ROOT}/web/app/routes/profile.tsx`]: {
    code: 'import { Crown, User } from "lucide-react";',
    imports: [`${ICONS}/lucide-react.mjs`],
  },
  [`${ROOT}/web/app/routes/admin-dashboard.tsx`]: {
    code: 'import { User, Wrench } from "lucide-react";',
    imports: [`${ICONS}/lucide-react.mjs`],
    dynamicImports: [`${ROOT}/web/features/admin-users/dialog.tsx`],
  },
  [`${ROOT}/web/features/admin-users/dialog.tsx`]: {
    code: 'import { Ban } from "lucide-react";',
    imports: [`${ICONS}/lucide-react.mjs`],
  },
  [`${ICONS}/lucide-react.mjs`]: {
    code: [
      'import * as index from "./icons/index.mjs";',
      'export { index as icons };',
      ...['menu', 'log-in', 'key-round', 'crown', 'user', 'wrench', 'ban'].map((file) => {
        const name = file
          .split('-')
          .map((w) => w[0].toUpperCase() + w.slice(1))
          .join('');
        return `export { default as ${name}, default as ${name}Icon } from './icons/${file}.mjs';`;
      }),
    ].join('\n'),
    imports: [
      `${ICONS}/icons/index.mjs`,
      ...['menu', 'log-in', 'key-round', 'crown', 'user', 'wrench', 'ban'].map((f) => `${ICONS}/icons/${f}.mjs`),
    ],
  },
  // lucide's icons namespace re-exports every icon too; the app never imports it.
  [`${ICONS}/icons/index.mjs`]: {
    code: 'export { default as Crown } from "./crown.mjs";\nexport { default as Ban } from "./ban.mjs";',
    imports: [`${ICONS}/icons/crown.mjs`, `${ICONS}/icons/ban.mjs`],
  },
  ...Object.fromEntries(
    ['menu', 'log-in', 'key-round', 'crown', 'user', 'wrench', 'ban'].map((f) => [
      `${ICONS}/icons/${f}.mjs`,
      { code: 'export default 1;' },
    ]),
  ),
});
const audienceOf = (icon: string) => {
  const audience = app.of(`${ICONS}/icons/${icon}.mjs`);
  return audience === 'entry' ? 'entry' : [...audience].sort();
};

describe('which screens use a module (scripts/chunk-audience.ts)', () => {
  it('an icon the entry imports, directly or through a feature index, is the entry’s', () => {
    expect(audienceOf('menu')).toBe('entry');
    expect(audienceOf('log-in')).toBe('entry');
  });

  it('a feature index passes on only the names a module imports from it: the entry taking SignInButton does not take AuthTabs', () => {
    expect(audienceOf('key-round')).toEqual(['public']);
  });

  it('lucide-react’s index and its icons namespace do not make every icon the entry’s', () => {
    expect(audienceOf('crown')).toEqual(['account', 'public']);
    expect(audienceOf('wrench')).toEqual(['admin']);
  });

  it('a lazily loaded dialog has the audience of the screen that loads it', () => {
    expect(audienceOf('ban')).toEqual(['admin']);
    expect(audienceOf('user')).toEqual(['account', 'admin']);
  });

  it('puts icons into one chunk per audience, the admin-only ones in a chunk named admin-…', () => {
    expect(iconChunkOf(app.of(`${ICONS}/icons/menu.mjs`))).toBeNull();
    expect(iconChunkOf(app.of(`${ICONS}/icons/crown.mjs`))).toBe('icons');
    expect(iconChunkOf(app.of(`${ICONS}/icons/user.mjs`))).toBe('account-icons');
    expect(iconChunkOf(app.of(`${ICONS}/icons/wrench.mjs`))).toBe('admin-icons');
  });
});
