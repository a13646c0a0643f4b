import { describe, expect, it } from 'vitest';
import { asksForCode } from '../api/admin';
import { ApiError } from '../api/client';
import { describeAgent } from './Security';
import { accountProblem, changesOwnEmail } from './Accounts';

describe('the second factor and sessions on the account page', () => {
  it('names a session by its browser and system', () => {
    expect(describeAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36')).toEqual({
      browser: 'Chrome',
      system: 'Linux',
    });
    expect(describeAgent('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36 EdgA/131 Edg/131')).toEqual({
      browser: 'Edge',
      system: 'Android',
    });
    expect(describeAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toEqual({
      browser: 'Safari',
      system: 'iOS',
    });
    expect(describeAgent('Mozilla/5.0 (Windows NT 10.0; rv:140.0) Gecko/20100101 Firefox/140.0')).toEqual({ browser: 'Firefox', system: 'Windows' });
    expect(describeAgent('curl/8.5')).toBeNull();
    expect(describeAgent(null)).toBeNull();
  });

  it('tells a sign-in that asks for the code from other failures', () => {
    expect(asksForCode(new ApiError(401, 'Enter the code', { mfaRequired: true }))).toBe(true);
    expect(asksForCode(new ApiError(401, 'Please sign in'))).toBe(false);
    expect(asksForCode(new ApiError(429, 'Too many', { mfaRequired: true }))).toBe(false);
    expect(asksForCode(new Error('network'))).toBe(false);
  });
});

describe('re-authentication in the back office', () => {
  it('asks for the current password when one changes one own e-mail, and only then', () => {
    const own = { adminId: 1, email: 'me@oshec.example.org', role: 'administrator' as const, isActive: true, password: '', ownEmail: 'me@oshec.example.org', currentPassword: '' };
    expect(accountProblem(own)).toBeNull();
    const moved = { ...own, email: 'new@oshec.example.org' };
    expect(changesOwnEmail(moved)).toBe(true);
    expect(accountProblem(moved)).toBe('Changing your own e-mail asks for your current password.');
    expect(accountProblem({ ...moved, currentPassword: 'my password here' })).toBeNull();
    const other = { adminId: 2, email: 'new@oshec.example.org', role: 'contributor' as const, isActive: true, password: '' };
    expect(changesOwnEmail(other)).toBe(false);
    expect(accountProblem(other)).toBeNull();
  });
});
