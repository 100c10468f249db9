import { AccessibilityStatementScreen } from '../../features/accessibility';

// /accessibility: the accessibility statement, public and prerendered, linked from the footer.
export const AccessibilityRoute = () => <AccessibilityStatementScreen />;
