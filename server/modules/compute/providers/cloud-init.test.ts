import { describe, expect, it } from 'vitest';
import { cloudInitUserData } from './cloud-init.js';

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIExample user@example.test';

describe('cloudInitUserData', () => {
  it('sends nothing, the user data alone, or the keys as #cloud-config', () => {
    expect(cloudInitUserData({ sshKeys: [], userData: null })).toBeNull();
    expect(cloudInitUserData({ sshKeys: [' '], userData: '#!/bin/sh\necho hi\n' })).toBe('#!/bin/sh\necho hi\n');
    expect(cloudInitUserData({ sshKeys: [KEY], userData: null })).toBe(
      `#cloud-config\nssh_authorized_keys:\n  - "${KEY}"\n`,
    );
  });

  it('sends both as a multipart message, each part with its own type, the user data unchanged', () => {
    const both = cloudInitUserData({ sshKeys: [KEY], userData: '#!/bin/sh\necho hi\n' })!;
    expect(both).toMatch(/^Content-Type: multipart\/mixed; boundary="([^"]+)"\n/);
    expect(both).toContain('Content-Type: text/cloud-config; charset="utf-8"');
    expect(both).toContain(`  - "${KEY}"`);
    expect(both).toContain(
      'Content-Type: text/x-shellscript; charset="utf-8"\nMIME-Version: 1.0\n\n#!/bin/sh\necho hi\n',
    );
    expect(both.trimEnd().endsWith('--==HOSTFREE-CLOUD-INIT==--')).toBe(true);
  });
});
