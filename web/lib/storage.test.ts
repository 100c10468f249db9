import { describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '../../contract/constants.js';
import {
  clearShownOnceCredentials,
  getAuthToken,
  getNewCredentials,
  getNotificationPrefs,
  getShownOnceCredentials,
  getTempCredentials,
  LOCAL_KEYS,
  SESSION_KEYS,
  setAuthToken,
  setNewCredentials,
  setTempCredentials,
} from './storage';

const creds = { username: 'quiet-fox-12', password: 'p4ss-word', recoveryPhrase: 'alpha bravo charlie' };

describe('storage keys (000 §3)', () => {
  it('keeps the token under hfAuthToken; an empty value removes it', () => {
    setAuthToken('abc');
    expect(localStorage.getItem('hfAuthToken')).toBe('abc');
    expect(getAuthToken()).toBe('abc');
    setAuthToken('');
    expect(localStorage.getItem('hfAuthToken')).toBeNull();
    setAuthToken('abc');
    setAuthToken(null);
    expect(localStorage.getItem('hfAuthToken')).toBeNull();
  });

  it('uses the spec names for every key', () => {
    expect(LOCAL_KEYS).toMatchObject({
      authToken: 'hfAuthToken',
      pendingDomain: 'pendingDomain',
      tempCredentials: 'tempCredentials',
    });
    expect(SESSION_KEYS).toEqual({
      domainRegistrationData: 'domainRegistrationData',
      newCredentials: 'newCredentials',
      pluginRegistrationData: 'pluginRegistrationData',
      activationStartedAt: 'activationStartedAt', // ours, not the spec's
      billingToken: 'billingToken', // ours
    });
  });

  it('stores tempCredentials with a timestamp and discards them after 5 minutes', () => {
    const now = 1_700_000_000_000;
    setTempCredentials(creds, now);
    expect(JSON.parse(localStorage.getItem('tempCredentials')!)).toEqual({ ...creds, timestamp: now });
    expect(getTempCredentials(now + TIMINGS.tempCredentialsTtlMs - 1)).toEqual({ ...creds, timestamp: now });
    expect(getTempCredentials(now + TIMINGS.tempCredentialsTtlMs + 1)).toBeNull();
    expect(localStorage.getItem('tempCredentials')).toBeNull();
  });

  it('drops unreadable JSON instead of throwing', () => {
    localStorage.setItem('tempCredentials', '{not json');
    expect(getTempCredentials()).toBeNull();
    expect(localStorage.getItem('tempCredentials')).toBeNull();
  });

  it('keeps newCredentials in sessionStorage and prefers them over the local copy', () => {
    setNewCredentials({ ...creds, domain: null });
    expect(JSON.parse(sessionStorage.getItem('newCredentials')!)).toMatchObject({
      ...creds,
      registrationTime: expect.any(String),
    });
    expect(getNewCredentials()?.username).toBe(creds.username);
    expect(getShownOnceCredentials()?.username).toBe(creds.username);
  });

  it('keeps a page-lifetime copy of newCredentials where the browser refuses storage', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(setNewCredentials({ ...creds, domain: 'site.example' })).toBe(false);
      expect(getShownOnceCredentials()).toMatchObject({ ...creds, domain: 'site.example' });
    } finally {
      setItem.mockRestore();
    }
    clearShownOnceCredentials();
    expect(getShownOnceCredentials()).toBeNull();
  });

  it('turns every notification on by default', () => {
    expect(getNotificationPrefs()).toEqual({ newsletter: true, productUpdates: true, securityAlerts: true });
  });
});
