import type { FakePlanChanges } from './plan-changes.js';
import type { FakeStripeState } from './state.js';
import type { FakeTestClocks } from './test-clocks.js';

/** What the API's routes of one resource share: the state, the test clocks and the plan changes. */
export interface StripeRouteContext {
  state: FakeStripeState;
  testClocks: FakeTestClocks;
  planChanges: FakePlanChanges;
}
