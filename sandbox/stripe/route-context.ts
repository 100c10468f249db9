import type { Expand } from './render.js';
import type { FormObject } from './form.js';
import type { FakePlanChanges } from './plan-changes.js';
import type { FakeStripeState } from './state.js';
import type { FakeTestClocks } from './test-clocks.js';

/** What the API's routes of one resource share: the state, the test clocks and the plan changes. */
export interface StripeRouteContext {
  state: FakeStripeState;
  testClocks: FakeTestClocks;
  planChanges: FakePlanChanges;
}

/** One API call as the resource routes read it: `key` is 'POST subscriptions/:id' (method, resource, ':id', action). */
export interface ResourceCall {
  method: string;
  key: string;
  id: string | undefined;
  params: FormObject;
  expand: Expand;
  meta: Record<string, string>;
}
