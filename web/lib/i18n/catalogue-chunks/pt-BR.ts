import type { Catalogue } from '../../../../contract/i18n/format.js';

/** Where each of this locale's catalogues is (see ../catalogue-chunks.ts), by file name: `auth.json`. */
export const chunks = import.meta.glob<Catalogue>('../../../../contract/i18n/catalogue/pt-BR/*.json', {
  import: 'default',
  base: '../../../../contract/i18n/catalogue/pt-BR/',
});
