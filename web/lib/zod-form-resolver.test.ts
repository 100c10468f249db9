import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyResolver, lazyResolvers } from './lazy-resolver';
import { zodFormResolver } from './zod-form-resolver';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(3, 'Too long'),
  address: z.object({ city: z.string().min(1, 'Enter a city') }),
});
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('zodFormResolver', () => {
  it("gives each field its first message, nested fields under their parent's name", async () => {
    const result = await zodFormResolver(schema)({ name: '', address: { city: '' } }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: 'too_small', message: 'Enter a name' },
      address: { city: { type: 'too_small', message: 'Enter a city' } },
    });
  });

  it('gives the parsed values when the form is valid', async () => {
    const result = await zodFormResolver(schema)({ name: ' Al ', address: { city: 'Oslo' } }, undefined, options);
    expect(result).toEqual({ values: { name: 'Al', address: { city: 'Oslo' } }, errors: {} });
  });
});

describe('lazyResolver', () => {
  it('loads the validator once, and again after a failed load', async () => {
    let loads = 0;
    const resolver = lazyResolver(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return zodFormResolver(schema);
    });
    await expect(resolver({ name: 'Al', address: { city: 'Oslo' } }, undefined, options)).rejects.toThrow('offline');
    await resolver({ name: 'Al', address: { city: 'Oslo' } }, undefined, options);
    await resolver({ name: '', address: { city: 'Oslo' } }, undefined, options);
    expect(loads).toBe(2);
  });
});

describe('lazyResolvers', () => {
  it("fetches the module on a form's first check, not before, and answers with the resolver it names", async () => {
    let loads = 0;
    const lazy = lazyResolvers(async () => {
      loads += 1;
      return { nameResolver: zodFormResolver(schema) };
    });
    const resolver = lazy('nameResolver');
    expect(loads).toBe(0);
    const result = await resolver({ name: '', address: { city: 'Oslo' } }, undefined, options);
    expect(result.errors).toEqual({ name: { type: 'too_small', message: 'Enter a name' } });
    await resolver({ name: 'Al', address: { city: 'Oslo' } }, undefined, options);
    expect(loads).toBe(1);
  });
});
