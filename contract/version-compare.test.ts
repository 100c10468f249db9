import { describe, expect, it } from 'vitest';
import { canonicalizeVersion, compareVersions, isUpdateAvailable } from './version-compare.js';

// Expected values are what PHP 8's version_compare() answers for the same pairs.
describe('compareVersions (PHP version_compare)', () => {
  it('canonicalises like php_canonicalize_version', () => {
    expect(canonicalizeVersion('1.2RC1')).toBe('1.2.RC.1');
    expect(canonicalizeVersion('1.0.0-beta2')).toBe('1.0.0.beta.2');
    expect(canonicalizeVersion('2_1+3')).toBe('2.1.3');
    expect(canonicalizeVersion('1..2')).toBe('1.2');
    expect(canonicalizeVersion('1.0_beta')).toBe('1.0.beta');
    // PHP keeps a space that follows a digit (after inserting the dot): a quirk we reproduce, not fix.
    expect(canonicalizeVersion('1.0 beta')).toBe('1.0. beta');
  });

  it.each([
    ['1.0', '1.0.0', -1],
    ['1.0.0', '1.0', 1],
    ['5.2', '5.10', -1],
    ['1.10', '1.9', 1],
    ['1.2.3', '1.2.3', 0],
    ['1.0rc1', '1.0', -1],
    ['1.0-dev', '1.0alpha', -1],
    ['1.0alpha', '1.0a1', -1],
    ['1.0a2', '1.0b1', -1],
    ['1.0b1', '1.0RC1', -1],
    ['1.0.0-RC1', '1.0.0-rc1', 0],
    ['1.0', '1.0pl1', -1],
    ['1.0-p1', '1.0', 1],
    ['1.0.0', '1.0.0-beta2', 1],
    ['5.3.20240901', '5.3.20240815', 1],
    ['foo', 'bar', -1],
    ['', '1', -1],
    ['1', '', 1],
    ['', '', 0],
    ['1-', '1', -1],
  ] as const)('version_compare(%s, %s) = %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
    expect(compareVersions(b, a)).toBe(-expected || 0);
  });
});

describe('isUpdateAvailable', () => {
  it('is true only when wordpress.org has a newer version', () => {
    expect(isUpdateAvailable('1.0', '1.1')).toBe(true);
    expect(isUpdateAvailable('2.4', '2.10')).toBe(true);
    expect(isUpdateAvailable('1.0.0-beta2', '1.0.0')).toBe(true);
    expect(isUpdateAvailable('3.2.1', '3.2.1')).toBe(false);
    expect(isUpdateAvailable('3.3', '3.2.1')).toBe(false);
  });

  it('ignores trailing zero parts, so 1.0 against 1.0.0 is not an update', () => {
    expect(isUpdateAvailable('1.0', '1.0.0')).toBe(false);
    expect(isUpdateAvailable('1.0.0', '1.0')).toBe(false);
    expect(isUpdateAvailable('1.0', '1.0.1')).toBe(true);
  });

  it('needs a latest version; a missing local version counts as differing', () => {
    expect(isUpdateAvailable('1.0', null)).toBe(false);
    expect(isUpdateAvailable('1.0', '')).toBe(false);
    expect(isUpdateAvailable(null, '1.0')).toBe(true);
  });
});
