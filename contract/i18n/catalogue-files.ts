import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingKeys, type Catalogue } from './format.js';
import { LOCALES, SOURCE_LOCALE } from './locales.js';

// The catalogue as files (for the key-count test and `npm run i18n:missing`): catalogue/<locale>/<feature>.json.
// Node only: the apps import the files themselves.
export const CATALOGUE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalogue');

export function readCatalogue(locale: string, feature: string): Catalogue | undefined {
  try {
    return JSON.parse(readFileSync(path.join(CATALOGUE_DIR, locale, `${feature}.json`), 'utf8')) as Catalogue;
  } catch {
    return undefined;
  }
}

export function features(): string[] {
  return readdirSync(path.join(CATALOGUE_DIR, SOURCE_LOCALE))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/** Every key a shipped locale lacks, as 'locale feature.key'. */
export function missingTranslations(): string[] {
  const missing: string[] = [];
  for (const feature of features()) {
    const english = readCatalogue(SOURCE_LOCALE, feature)!;
    for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE))
      for (const key of missingKeys(english, readCatalogue(locale, feature)))
        missing.push(`${locale} ${feature}.${key}`);
  }
  return missing;
}
