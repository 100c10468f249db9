import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ACCESSIBILITY_FEEDBACK_PATH, AccessibilityStatementScreen } from './accessibility-statement-screen';

describe('AccessibilityStatementScreen', () => {
  it('states the WCAG 2.1 AA aim and sends feedback to a support ticket in the Accessibility category', () => {
    renderWithProviders(<AccessibilityStatementScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument();
    expect(screen.getByText(/WCAG\) 2\.1 at level AA/)).toBeInTheDocument();
    const feedback = screen.getByRole('link', { name: 'Report an accessibility problem' });
    expect(feedback).toHaveAttribute('href', ACCESSIBILITY_FEEDBACK_PATH);
    expect(ACCESSIBILITY_FEEDBACK_PATH).toBe('/support/new?category=accessibility');
    expect(screen.getByText('This statement was last reviewed on November 29, 2026.')).toBeInTheDocument();
  });
});
