import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../contract/account-safety.js';
import { auditSentence, hasAuditSentence, type AuditWords } from '../../../contract/audit-sentences.js';
import ar from '../../../contract/i18n/catalogue/ar/audit-sentences.json';
import es from '../../../contract/i18n/catalogue/es/audit-sentences.json';
import { formatMessage } from '../../../contract/i18n/format.js';

// Every audit action written anywhere in server/ has a sentence in contract/audit-sentences.ts.
// The actions are found where they are written: each `action:` expression of an audit record (a literal, or a
// conditional between literals), so a new kind fails here until it gets its sentence.

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

function writtenActions(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SERVER_DIR)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\baction:\s*([^,}\n]+)/g)) {
      for (const literal of match[1]!.matchAll(/'([a-z][a-z_-]*\.[a-z][a-z_]*)'/g))
        found.set(literal[1]!, path.relative(SERVER_DIR, file));
    }
  }
  return found;
}

describe('audit sentences', () => {
  it('finds the actions the code writes (the scan itself works)', () => {
    const actions = writtenActions();
    expect(actions.get('user.suspended')).toBe('modules/accounts/user-suspension.ts');
    expect(actions.has('subscription.paused')).toBe(true);
    expect(actions.has('vps-order.completed')).toBe(true);
    expect(actions.size).toBeGreaterThan(40);
  });

  it('has a sentence for every action written in server/ and every listed one', () => {
    const missing = [...writtenActions()]
      .filter(([action]) => !hasAuditSentence(action))
      .map(([action, file]) => `${action} (${file})`);
    const unlisted = AUDIT_ACTIONS.filter((action) => !hasAuditSentence(action));
    expect(missing).toEqual([]);
    expect(unlisted).toEqual([]);
  });

  it('reads as who did what to whom', () => {
    const base = {
      actorId: 1,
      actorName: 'alice',
      actorRole: 'admin',
      subjectUserId: 2,
      subjectName: 'bob@example.com',
      targetType: 'user',
      targetId: '2',
      ip: '203.0.113.5',
    };
    expect(auditSentence({ ...base, action: 'user.suspended', details: { reason: 'phishing' } })).toBe(
      'alice (admin) suspended bob@example.com: phishing',
    );
    expect(
      auditSentence({
        ...base,
        actorId: null,
        actorName: null,
        actorRole: null,
        action: 'auth.sign_in_failed',
        details: { reason: 'wrong_password' },
      }),
    ).toBe('Someone tried to sign in as bob@example.com with a wrong password');
    expect(
      auditSentence({
        ...base,
        actorId: null,
        actorName: null,
        actorRole: null,
        ip: null,
        action: 'subscription.paused',
        targetType: 'subscription',
        targetId: 'sub_1',
        details: { withOwner: true },
      }),
    ).toBe('HostFree paused billing of subscription sub_1 of bob@example.com with its owner');
    // A deleted subject is still named by what the event kept.
    expect(
      auditSentence({ ...base, subjectName: null, action: 'two_factor.reset', details: { email: 'gone@example.com' } }),
    ).toBe('alice (admin) reset two-factor sign-in of gone@example.com');
  });

  it("reads in the reader's language, from the stored codes and values (a row of any age)", () => {
    const wordsOf =
      (catalogue: Record<string, string>, locale: string): AuditWords =>
      (key, values) =>
        formatMessage(catalogue[key]!, locale, values);
    const base = {
      actorId: 1,
      actorName: 'alice',
      actorRole: 'admin',
      subjectUserId: 2,
      subjectName: 'bob@example.com',
      targetType: 'hosting_account',
      targetId: '4',
      ip: '203.0.113.5',
    };
    const inArabic = wordsOf(ar, 'ar');
    expect(
      auditSentence(
        {
          ...base,
          action: 'hosting.suspended',
          details: { domain: 'a.example', withOwner: true, reason: 'phishing kit' },
        },
        inArabic,
      ),
    ).toBe('alice (مسؤول) أوقف حساب الاستضافة a.example الخاص بـ bob@example.com ومعه مالكه: phishing kit');
    // The words the code chose (a threat, a verdict) are the reader's; what people typed stays as typed.
    expect(
      auditSentence(
        {
          ...base,
          actorId: null,
          actorName: null,
          actorRole: null,
          ip: null,
          action: 'abuse.site_quarantined',
          details: { domain: 'a.example', threat: 'phishing' },
        },
        inArabic,
      ),
    ).toBe('عزل HostFree a.example الخاص بـ bob@example.com بسبب التصيّد الاحتيالي');
    expect(auditSentence({ ...base, targetId: null, action: 'hosting.fixed', details: {} }, inArabic)).toBe(
      'alice (مسؤول) أصلح حساب الاستضافة على WHM',
    );
    const inSpanish = wordsOf(es, 'es');
    expect(
      auditSentence(
        {
          ...base,
          actorId: null,
          actorName: null,
          actorRole: null,
          action: 'auth.sign_in_failed',
          details: { reason: 'wrong_password' },
        },
        inSpanish,
      ),
    ).toBe('Alguien intentó iniciar sesión como bob@example.com con una contraseña incorrecta');
    expect(
      auditSentence(
        { ...base, targetType: 'user', action: 'user.suspended', subjectName: null, details: {} },
        inSpanish,
      ),
    ).toBe('alice (admin) suspendió a usuario n.º 2');
    // An action written after the table still reads as something, in the reader's words around its code.
    expect(auditSentence({ ...base, action: 'new.thing', details: {} }, inSpanish)).toBe(
      'alice (admin): new.thing (cuenta de hosting 4)',
    );
  });
});
