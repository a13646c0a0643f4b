import { passwordProblem } from './AccountPage';
import { describe, expect, it } from 'vitest';
import { auditListPath, auditLatestPath } from '../api/account';
import { dateTime, dayText } from './when';
import { KIND } from '../api/kinds';

describe('audit helpers', () => {
  it('shows every time in one form: India time to the minute, Odia digits in Odia', () => {
    expect(dateTime('2026-11-25T08:16:55Z', 'en')).toBe('25 Nov 2026, 1:46 pm');
    expect(dateTime('2026-11-25T08:16:55Z', 'od')).toBe('୨୫ ନଭେମ୍ବର ୨୦୨୬, ଅପରାହ୍ନ ୧:୪୬');
    // 23:50 UTC is the next morning in India
    expect(dateTime('2026-12-31T23:50:00Z', 'en')).toBe('1 Jan 2027, 5:20 am');
    expect(dateTime('2026-12-31T23:50:00Z', 'od')).toBe('୧ ଜାନୁଆରୀ ୨୦୨୭, ପୂର୍ବାହ୍ନ ୫:୨୦');
    expect(dateTime('2026-11-25T06:30:00Z', 'en')).toBe('25 Nov 2026, 12:00 pm');
    expect(dateTime('2026-11-24T18:30:00Z', 'en')).toBe('25 Nov 2026, 12:00 am');
    expect(dateTime(null, 'en')).toBe('');
  });
  it('shows days in the same form', () => {
    expect(dayText('2026-11-25', 'en')).toBe('25 Nov 2026');
    expect(dayText('2026-11-25', 'od')).toBe('୨୫ ନଭେମ୍ବର ୨୦୨୬');
    expect(dayText('2026-02-30', 'en')).toBe('2026-02-30');
  });
  it('builds list paths with only the filters given', () => {
    expect(auditListPath({ page: 2, size: 20 })).toBe('/audit/list?page=2&size=20');
    expect(auditListPath({ page: 1, size: 20, entity: KIND.banner, admin: 'a@b.in', from: '2026-11-01', to: '' })).toBe(
      '/audit/list?page=1&size=20&entity=banner&admin=a%40b.in&from=2026-11-01',
    );
    expect(auditLatestPath(KIND.banner, [])).toBeNull();
    expect(auditLatestPath(KIND.banner, [3, 1])).toBe('/audit/latest?entity=banner&ids=3,1');
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
