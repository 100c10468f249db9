import { bool, list, obj, str } from './form.js';
import { invalid, missing } from './http.js';
import { renderCustomer } from './render.js';
import type { ResourceCall, StripeRouteContext } from './route-context.js';
import { addressOf, routeTaxIds } from './tax.js';

// /v1/customers (with their tax IDs), /v1/products and /v1/prices: the catalogue and the people who buy from it.

/** Answers a customers, products or prices call, or null when the call is not one of theirs. */
export function routeCatalogue(
  { state, testClocks }: StripeRouteContext,
  { method, key, id, params, expand, meta }: ResourceCall,
): [number, unknown] | null {
  switch (key) {
    case 'POST customers': {
      const clock = str(params, 'test_clock');
      if (clock) testClocks.checkAttach(clock);
      const create = () =>
        state.createCustomer({
          email: str(params, 'email'),
          name: str(params, 'name'),
          metadata: meta,
          test_clock: clock,
          address: addressOf(params),
        });
      return [200, clock ? state.at(testClocks.clocks.get(clock)!.frozen_time, create) : create()];
    }
    case 'GET customers': {
      const email = str(params, 'email');
      const clock = str(params, 'test_clock');
      const data = [...state.customers.values()]
        .filter((c) => (email === undefined || c.email === email) && (clock === undefined || c.test_clock === clock))
        .reverse();
      const limit = Number(str(params, 'limit') ?? 10);
      return [200, { object: 'list', data: data.slice(0, limit), has_more: data.length > limit, url: '/v1/customers' }];
    }
    case 'GET customers/:id': {
      const c = state.customers.get(id!);
      if (!c) throw missing('customer', id!);
      return [200, renderCustomer(state, c, expand)];
    }
    case 'POST customers/:id': {
      const c = state.customers.get(id!);
      if (!c) throw missing('customer', id!);
      const previous = { email: c.email, name: c.name, address: c.address, tax_exempt: c.tax_exempt };
      if (str(params, 'email') !== undefined) c.email = str(params, 'email') || null;
      if (str(params, 'name') !== undefined) c.name = str(params, 'name') || null;
      if (params.address !== undefined) c.address = str(params, 'address') === '' ? null : addressOf(params);
      const exempt = str(params, 'tax_exempt');
      if (exempt !== undefined) {
        if (!['none', 'exempt', 'reverse'].includes(exempt))
          throw invalid(`Invalid tax_exempt: must be one of none, exempt, or reverse`, 'tax_exempt');
        c.tax_exempt = exempt as typeof c.tax_exempt;
      }
      if (params.metadata) c.metadata = { ...c.metadata, ...meta };
      state.emit('customer.updated', c, previous);
      return [200, renderCustomer(state, c, expand)];
    }
    case 'GET customers/:id/tax_ids':
    case 'POST customers/:id/tax_ids':
      return routeTaxIds(state, method, id!, undefined, params);

    case 'POST products': {
      const name = str(params, 'name');
      if (!name) throw invalid('Missing required param: name.', 'name', 'parameter_missing');
      const wanted = str(params, 'id');
      if (wanted && state.products.has(wanted))
        throw invalid(`Product already exists.`, 'id', 'resource_already_exists');
      return [200, state.createProduct({ id: wanted, name, metadata: meta })];
    }
    case 'GET products/:id': {
      const p = state.products.get(id!);
      if (!p) throw missing('product', id!);
      return [200, p];
    }

    case 'POST prices': {
      const amount = Number(str(params, 'unit_amount'));
      const currency = str(params, 'currency');
      if (!currency) throw invalid('Missing required param: currency.', 'currency', 'parameter_missing');
      if (!Number.isInteger(amount) || amount < 0) throw invalid('Invalid integer: unit_amount', 'unit_amount');
      let product = str(params, 'product');
      const productData = obj(params, 'product_data');
      if (!product && str(productData, 'name')) product = state.createProduct({ name: str(productData, 'name')! }).id;
      if (!product || !state.products.has(product)) throw missing('product', product ?? '', 'product');
      const lookupKey = str(params, 'lookup_key');
      if (
        lookupKey &&
        !bool(params, 'transfer_lookup_key') &&
        [...state.prices.values()].some((p) => p.lookup_key === lookupKey)
      ) {
        throw invalid(
          `A price (\`${[...state.prices.values()].find((p) => p.lookup_key === lookupKey)!.id}\`) already uses that lookup key.`,
          'lookup_key',
        );
      }
      return [
        200,
        state.createPrice({
          product,
          currency,
          unit_amount: amount,
          interval: str(obj(params, 'recurring'), 'interval'),
          lookup_key: lookupKey,
          transfer: bool(params, 'transfer_lookup_key'),
          metadata: meta,
        }),
      ];
    }
    case 'GET prices': {
      const keys = list(params, 'lookup_keys').filter((v): v is string => typeof v === 'string');
      const active = bool(params, 'active');
      const data = [...state.prices.values()]
        .filter(
          (p) =>
            (keys.length === 0 || (p.lookup_key && keys.includes(p.lookup_key))) &&
            (active === undefined || p.active === active),
        )
        .reverse();
      const limit = Number(str(params, 'limit') ?? 10);
      return [200, { object: 'list', data: data.slice(0, limit), has_more: data.length > limit, url: '/v1/prices' }];
    }
    case 'GET prices/:id': {
      const p = state.prices.get(id!);
      if (!p) throw missing('price', id!);
      return [200, p];
    }

    default:
      return null;
  }
}
