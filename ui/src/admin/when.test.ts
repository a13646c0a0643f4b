import { passwordProblem } from './AccountPage';
import { describe, expect, it } from 'vitest';
import { auditListPath, auditLatestPath } from '../api/account';
import { utcMinute } from './when';

describe('audit helpers', () => {
  it('shows times to the minute in UTC', () => {
    expect(utcMinute('2026-11-23T13:04:55Z')).toBe('2026-11-23 13:04 UTC');
    expect(utcMinute(null)).toBe('');
  });
  it('builds list paths with only the filters given', () => {
    expect(auditListPath({ page: 2, size: 20 })).toBe('/audit/list?page=2&size=20');
    expect(auditListPath({ page: 1, size: 20, entity: 'banner', admin: 'a@b.in', from: '2026-11-01', to: '' })).toBe(
      '/audit/list?page=1&size=20&entity=banner&admin=a%40b.in&from=2026-11-01',
    );
    expect(auditLatestPath('banner', [])).toBeNull();
    expect(auditLatestPath('banner', [3, 1])).toBe('/audit/latest?entity=banner&ids=3,1');
  });
});

describe('the password rules of the account page', () => {
  it('asks for all three, 12 characters, not the e-mail, the same twice', () => {
    expect(passwordProblem('', 'x', 'x', 'a@b.in')).toMatch(/current password/);
    expect(passwordProblem('old', 'short', 'short', 'a@b.in')).toMatch(/12 characters/);
    expect(passwordProblem('old', 'Admin@Council.in', 'Admin@Council.in', 'admin@council.in')).toMatch(/e-mail/);
    expect(passwordProblem('old', 'a long new password', 'a long new passwort', 'a@b.in')).toMatch(/differ/);
    expect(passwordProblem('old', 'a long new password', 'a long new password', 'a@b.in')).toBeNull();
  });
});
