// The Stripe Settings sub-tab of the admin VPS tab (001 §2, §5).
export { StripeSettingsTab } from './components/stripe-settings-tab';
