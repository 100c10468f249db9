import { describe, expect, it } from 'vitest';
import type { ReputationSourceView } from '../../../../contract/abuse-reputation.js';
import { readCatalogue } from '../../../../contract/i18n/catalogue-files.js';
import type { SourceContext } from './definition.js';
import { REPUTATION_SOURCE_FACTORIES, REPUTATION_SOURCE_IDS } from './registry.js';
import { SOURCE_WORD_FIELDS, sourceViewInLanguage, sourceWordKey } from './source-words.js';

// Every registered source's card words are in the reputation-sources catalogue as the source writes them (so the
// admin reads them in their language; catalogue.test.ts then asks every locale for them); its name stays as written.
describe("the reputation sources' cards in the admin's language", () => {
  // The words are read before any lookup: the clients are never called here.
  const context = { clients: {}, now: () => new Date(0) } as unknown as SourceContext;
  const definitions = REPUTATION_SOURCE_IDS.map((id) => REPUTATION_SOURCE_FACTORIES[id](context));
  const english = readCatalogue('en', 'reputation-sources')!;
  const viewOf = (id: string): ReputationSourceView => {
    const d = definitions.find((one) => one.id === id)!;
    return {
      id: d.id,
      label: d.label,
      enabled: false,
      hasKey: false,
      keyLabel: d.keyLabel,
      keyHelp: d.keyHelp,
      quotaPerMinute: d.quotaPerMinute,
      cacheNote: d.cacheNote,
      updatedAt: null,
    };
  };

  it('keeps every source’s help and note in the catalogue word for word (a key named by its service may stay)', () => {
    for (const d of definitions)
      for (const field of SOURCE_WORD_FIELDS) {
        const key = sourceWordKey(d.id, field);
        if (field === 'keyLabel' && !(key in english)) continue;
        expect(english[key], key).toBe(d[field]);
      }
  });

  it('answers them in Spanish and Arabic, the source’s name and abuse.ch’s key name as written', () => {
    const webRisk = sourceViewInLanguage(viewOf('web-risk'), 'es');
    expect(webRisk).toMatchObject({
      label: 'Google Web Risk',
      keyLabel: 'Clave de API',
      cacheNote: 'Una inclusión en la lista se guarda hasta el expireTime de Google; una respuesta limpia, 15 minutos.',
    });
    const urlhaus = sourceViewInLanguage(viewOf('urlhaus'), 'ar');
    expect(urlhaus.keyLabel).toBe('Auth-Key');
    expect(urlhaus.cacheNote).toBe('لا ينشر URLhaus مدة صلاحية: يُحفظ الإدراج ساعة واحدة، والإجابة النظيفة 15 دقيقة.');
    expect(sourceViewInLanguage(viewOf('urlhaus'), 'en')).toEqual(viewOf('urlhaus'));
  });
});
