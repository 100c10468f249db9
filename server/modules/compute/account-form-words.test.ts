// The cloud providers' account forms in the admin's language: every word a registered provider's form says is in the
// compute-forms catalogue (its English word for word), and GET /api/admin/compute/providers answers the form and
// the provider's messages in the requester's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPUTE_MESSAGES, type CloudProviderInfo } from '../../../contract/compute.js';
import { readCatalogue } from '../../../contract/i18n/catalogue-files.js';
import { createComputeTestApp, type ComputeTestContext } from '../../test/kits/compute.js';
import { accountFormWords } from './account-form-words.js';

describe("the providers' account forms in every language", () => {
  let t: ComputeTestContext;
  beforeAll(async () => {
    t = await createComputeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const providers = async (headers: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/compute/providers',
      headers: { authorization: `Bearer ${t.admin.token}`, ...headers },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as CloudProviderInfo[];
  };

  it("keeps every registered provider's form words in the catalogue, as the provider writes them", async () => {
    // An English answer is each provider's form as its folder writes it: a new provider fails here until its words
    // are in compute-forms.json (and catalogue.test.ts then asks every locale for them).
    const english = await providers({});
    expect(english.length).toBeGreaterThan(2);
    const words = Object.assign({}, ...english.map((p) => accountFormWords(p.id, p.accountForm.fields)));
    expect(words).toEqual(readCatalogue('en', 'compute-forms'));
  });

  it("answers the forms' labels, placeholders and hints and the providers' messages in Spanish", async () => {
    const english = await providers({});
    const spanish = await providers({ cookie: 'hf_locale=es' });

    const field = (list: CloudProviderInfo[], provider: string, name: string) =>
      list.find((p) => p.id === provider)!.accountForm.fields.find((f) => f.name === name)!;
    expect(field(english, 'digitalocean', 'token')).toMatchObject({
      label: 'API token',
      placeholder: 'Leave blank to keep the current token',
    });
    expect(field(spanish, 'digitalocean', 'token')).toMatchObject({
      label: 'Token de API',
      placeholder: 'Déjalo en blanco para conservar el token actual',
      help: expect.stringMatching(/^Un token de acceso personal/),
      kind: 'secret',
      required: true,
    });
    expect(field(spanish, 'digitalocean', 'allowedRegions').help).toBe('Vacío: todas las regiones, p. ej. nyc3, fra1');
    expect(field(spanish, 'vultr', 'isDefault').label).toBe('Predeterminada');

    // Every provider's own limit and account-required messages are known to the catalogue, not only the contract's.
    for (const provider of english) {
      const inSpanish = spanish.find((p) => p.id === provider.id)!;
      expect(inSpanish.accountRequiredMessage, provider.id).not.toBe(provider.accountRequiredMessage);
      expect(inSpanish.clientLimit?.message, provider.id).not.toBe(provider.clientLimit?.message);
    }
    const vultr = spanish.find((p) => p.id === 'vultr')!;
    expect(vultr.accountRequiredMessage).toBe('Se necesita una cuenta de Vultr');
    expect(english.find((p) => p.id === 'vultr')!.accountRequiredMessage).toBe(COMPUTE_MESSAGES.vultrAccountRequired);
    expect(spanish.find((p) => p.id === 'azure')!.clientLimit?.message).toBe(
      'Tu prueba de 48 horas sigue en marcha. Termínala antes de empezar otra.',
    );
  });
});
