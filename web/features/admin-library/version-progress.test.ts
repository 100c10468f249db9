import { describe, expect, it } from 'vitest';
import { describeVersionJob, formatCheckTime, versionPollInterval } from './version-progress';

const job = (
  status: 'pending' | 'in_progress' | 'completed' | 'failed' | 'idle',
  extra: Partial<{ completedAt: string | null; errorMessage: string | null }> = {},
) => ({
  status,
  createdAt: '2026-01-02T10:00:00.000Z',
  startedAt: null,
  completedAt: null,
  errorMessage: null,
  ...extra,
});

describe('describeVersionJob (001 §4)', () => {
  it('shows 0 and "No recent checks" without a job, or an idle one', () => {
    expect(describeVersionJob(null)).toMatchObject({ value: 0, text: 'No recent checks', isActive: false });
    expect(describeVersionJob(job('idle'))).toMatchObject({ value: 0, text: 'No recent checks' });
  });
  it('shows 20 and "Queued for update" while pending', () => {
    expect(describeVersionJob(job('pending'))).toMatchObject({ value: 20, text: 'Queued for update', isActive: true });
  });
  it('shows 65 and "Checking for updates..." while in progress, and while a local start is running', () => {
    expect(describeVersionJob(job('in_progress'))).toMatchObject({
      value: 65,
      text: 'Checking for updates...',
      isActive: true,
    });
    expect(describeVersionJob(job('completed'), true)).toMatchObject({
      value: 65,
      text: 'Checking for updates...',
      status: 'in_progress',
    });
  });
  it('shows 100 and "Last checked {time}" when completed, else "Versions are up-to-date"', () => {
    const completedAt = '2026-01-02T10:05:00.000Z';
    expect(describeVersionJob(job('completed', { completedAt }))).toMatchObject({
      value: 100,
      text: `Last checked ${formatCheckTime(completedAt)}`,
      isActive: false,
    });
    expect(describeVersionJob(job('completed'))).toMatchObject({ value: 100, text: 'Versions are up-to-date' });
  });
  it('shows 100 and "Last attempt failed: {message}" when failed, else "Version check failed"', () => {
    expect(describeVersionJob(job('failed', { errorMessage: 'wordpress.org timed out' }))).toMatchObject({
      value: 100,
      text: 'Last attempt failed: wordpress.org timed out',
    });
    expect(describeVersionJob(job('failed'))).toMatchObject({ value: 100, text: 'Version check failed' });
  });
});

describe('versionPollInterval (001 §9)', () => {
  it('polls every 2000 ms only while pending or in progress', () => {
    expect(versionPollInterval({ job: job('pending'), pendingUpdates: [] })).toBe(2000);
    expect(versionPollInterval({ job: job('in_progress'), pendingUpdates: [] })).toBe(2000);
    expect(versionPollInterval({ job: job('completed'), pendingUpdates: [] })).toBe(false);
    expect(versionPollInterval({ job: job('failed'), pendingUpdates: [] })).toBe(false);
    expect(versionPollInterval({ job: null, pendingUpdates: [] })).toBe(false);
    expect(versionPollInterval(undefined)).toBe(false);
  });
});
