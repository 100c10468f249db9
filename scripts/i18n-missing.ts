import { missingTranslations } from '../contract/i18n/catalogue-files.js';

// `npm run i18n:missing`: every key a locale still lacks, one a line ('es landing.heroTitle'); exits 1 when any.
const missing = missingTranslations();
for (const line of missing) console.log(line);
console.error(missing.length === 0 ? 'Every locale is complete.' : `${missing.length} message(s) to translate.`);
process.exitCode = missing.length === 0 ? 0 : 1;
