import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './form-field';

// Form errors are tied to their fields and announced (WCAG 1.3.1, 3.3.1, 4.1.3).
describe('TextField', () => {
  it('is described by its hint while there is no error', () => {
    render(<TextField id="name" label="Name" hint="Letters and digits" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('Letters and digits');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('is described by its error alone, marked invalid, and the error is announced', () => {
    render(<TextField id="name" label="Name" hint="Letters and digits" error="Please enter a name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('Please enter a name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toBe('name-error');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a name');
  });
});
