import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAdminLogin,
  checkAdminPassword,
  leavesAnActiveAccount,
} from '../../../../src/domain/admin/admin-account-rules';

describe('checkAdminLogin (a staff login)', () => {
  it('takes letters of any alphabet, digits, dot, dash and underscore, trimmed', () => {
    expect(checkAdminLogin('  olena.k  ')).toEqual({ ok: true, login: 'olena.k' });
    expect(checkAdminLogin('Олена_2')).toEqual({ ok: true, login: 'Олена_2' });
    expect(checkAdminLogin('kitchen-lviv')).toEqual({ ok: true, login: 'kitchen-lviv' });
  });

  it('needs 3 to 50 characters', () => {
    expect(checkAdminLogin('ab')).toEqual({ ok: false, problem: 'too-short' });
    expect(checkAdminLogin('   ')).toEqual({ ok: false, problem: 'too-short' });
    expect(checkAdminLogin('a'.repeat(50)).ok).toBe(true);
    expect(checkAdminLogin('a'.repeat(51))).toEqual({ ok: false, problem: 'too-long' });
  });

  it('refuses spaces, symbols and control characters inside', () => {
    for (const login of ['olena k', 'olena@shop', 'ole\u0000na', 'ole\tna', 'ол\u200bена']) {
      expect(checkAdminLogin(login), JSON.stringify(login)).toEqual({ ok: false, problem: 'bad-characters' });
    }
  });

  it('answers a login that checks again to itself (what is stored is valid)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (raw) => {
        const checked = checkAdminLogin(raw);
        if (checked.ok) expect(checkAdminLogin(checked.login)).toEqual(checked);
      }),
    );
  });
});

describe('checkAdminPassword (a new staff password)', () => {
  it('needs 8 to 200 characters, spaces counting', () => {
    expect(checkAdminPassword('1234567', 'olena')).toEqual({ ok: false, problem: 'too-short' });
    expect(checkAdminPassword('a b c de', 'olena')).toEqual({ ok: true });
    expect(checkAdminPassword('я'.repeat(200), 'olena')).toEqual({ ok: true });
    expect(checkAdminPassword('я'.repeat(201), 'olena')).toEqual({ ok: false, problem: 'too-long' });
  });

  it('refuses the login itself, whatever its case', () => {
    expect(checkAdminPassword('Olena.Kovalenko', 'olena.kovalenko')).toEqual({ ok: false, problem: 'same-as-login' });
    expect(checkAdminPassword('olena.kovalenko1', 'olena.kovalenko')).toEqual({ ok: true });
  });
});

describe('leavesAnActiveAccount (never the last active account)', () => {
  it('lets an account go while another active one remains', () => {
    expect(leavesAnActiveAccount([1, 2], 2)).toBe(true);
    expect(leavesAnActiveAccount([1], 2)).toBe(true);
  });

  it('refuses to remove the only active account', () => {
    expect(leavesAnActiveAccount([2], 2)).toBe(false);
    expect(leavesAnActiveAccount([], 2)).toBe(false);
  });
});
