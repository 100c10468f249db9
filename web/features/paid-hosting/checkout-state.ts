import type { ConfirmResponse, SubscribeResponse } from '../../../contract/paid-hosting.js';

// The checkout of /paid-hosting as one state machine: domain → billing → payment → success (000 §2).

export type CheckoutStep = 'domain' | 'billing' | 'payment' | 'success';
export interface BillingContact {
  fullName: string;
  email: string;
}

export interface CheckoutState {
  step: CheckoutStep;
  contact: BillingContact;
  /** The subscription the server started (its client secret pays it). */
  started: SubscribeResponse | null;
  /** The confirmed order, shown by the success view. */
  done: ConfirmResponse | null;
  /** A call to the server is under way (subscribe or confirm). */
  busy: boolean;
}

export type CheckoutAction =
  | { type: 'goTo'; step: 'domain' | 'billing' | 'payment' }
  | { type: 'prefill'; contact: BillingContact }
  | { type: 'contact'; contact: BillingContact }
  | { type: 'busy'; busy: boolean }
  | { type: 'started'; started: SubscribeResponse }
  | { type: 'confirmed'; done: ConfirmResponse };

export const INITIAL_CHECKOUT: CheckoutState = {
  step: 'domain',
  contact: { fullName: '', email: '' },
  started: null,
  done: null,
  busy: false,
};

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'goTo':
      // Payment needs a started subscription; success is reached only through 'confirmed'.
      if (action.step === 'payment' && !state.started) return state;
      return { ...state, step: action.step };
    case 'prefill':
      // The signed-in user's name and e-mail, once: never over what the buyer typed.
      return state.contact.email ? state : { ...state, contact: action.contact };
    case 'contact':
      return { ...state, contact: action.contact };
    case 'busy':
      return { ...state, busy: action.busy };
    case 'started':
      return { ...state, started: action.started };
    case 'confirmed':
      return { ...state, done: action.done, step: 'success' };
  }
}

/** The numbered steps above the card (success replaces the whole page); `title` is the step's catalogue key. */
export const CHECKOUT_STEPS: {
  step: Exclude<CheckoutStep, 'success'>;
  title: 'stepDomain' | 'stepBilling' | 'stepPayment';
}[] = [
  { step: 'domain', title: 'stepDomain' },
  { step: 'billing', title: 'stepBilling' },
  { step: 'payment', title: 'stepPayment' },
];
