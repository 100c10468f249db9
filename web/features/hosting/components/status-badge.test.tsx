import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HostingStatusBadge, statusTone } from './status-badge';

describe('HostingStatusBadge', () => {
  it('is green for active, red when suspended (by status or by the stats), yellow for pending, secondary otherwise', () => {
    expect(statusTone('active')).toBe('active');
    expect(statusTone('active', true)).toBe('suspended');
    expect(statusTone('suspended')).toBe('suspended');
    expect(statusTone('pending')).toBe('pending');
    expect(statusTone('terminated')).toBe('other');
  });

  it('renders the label with its tone', () => {
    const { rerender } = render(<HostingStatusBadge status="active" />);
    expect(screen.getByText('Active')).toHaveAttribute('data-tone', 'active');
    expect(screen.getByText('Active').className).toContain('bg-emerald-100');
    rerender(<HostingStatusBadge status="active" suspended />);
    expect(screen.getByText('Suspended').className).toContain('bg-red-100');
    rerender(<HostingStatusBadge status="pending" />);
    expect(screen.getByText('Pending').className).toContain('bg-yellow-100');
    rerender(<HostingStatusBadge status="terminated" />);
    expect(screen.getByText('Terminated').className).toContain('bg-secondary');
  });
});
