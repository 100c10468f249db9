// The accessibility statement: what HostFree promises and checks, and where to say what stops you (a support ticket
// in the Accessibility category).
export { AccessibilityStatementScreen } from './components/accessibility-statement-screen';
