import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetRememberedJoin,
  getRememberedJoin,
  isValidJoinCode,
  joinedOrgNames,
  joinLink,
  normalizeJoinCode,
  rememberInviteFromUrl,
} from './remembered-join';

const TOKEN = 'Zx9_-abcdefghijklmnopqrstuvwxyz0123456789AB';

afterEach(() => window.localStorage.clear());

describe('rememberInviteFromUrl', () => {
  it('keeps an invitation token from ?invite= for after sign-up', () => {
    expect(rememberInviteFromUrl(`?invite=${TOKEN}`)).toEqual({ kind: 'invite', token: TOKEN });
    expect(getRememberedJoin()).toEqual({ kind: 'invite', token: TOKEN });
  });

  it('keeps a join code from ?join=, normalised', () => {
    expect(rememberInviteFromUrl('?join=ab2c-d3ef')).toEqual({ kind: 'code', code: 'AB2CD3EF' });
    expect(getRememberedJoin()).toEqual({ kind: 'code', code: 'AB2CD3EF' });
  });

  it('ignores URLs without either, and malformed values, keeping what was remembered', () => {
    rememberInviteFromUrl('?join=AB2CD3EF');
    expect(rememberInviteFromUrl('?next=/profile')).toBeNull();
    expect(rememberInviteFromUrl('?join=short')).toBeNull();
    expect(rememberInviteFromUrl('?invite=<script>')).toBeNull();
    expect(getRememberedJoin()).toEqual({ kind: 'code', code: 'AB2CD3EF' });
  });

  it('forgets after an invitation’s 7-day life, or when asked', () => {
    rememberInviteFromUrl(`?invite=${TOKEN}`);
    expect(getRememberedJoin(Date.now() + 8 * 24 * 3600_000)).toBeNull();
    expect(window.localStorage.length).toBe(0);
    rememberInviteFromUrl(`?invite=${TOKEN}`);
    forgetRememberedJoin();
    expect(getRememberedJoin()).toBeNull();
  });
});

describe('join codes', () => {
  it('accepts the 8-character alphabet without look-alikes (0, 1, I, O)', () => {
    expect(isValidJoinCode('AB2CD3EF')).toBe(true);
    expect(isValidJoinCode('ab2c d3ef')).toBe(true);
    expect(isValidJoinCode('AB0CD1EF')).toBe(false);
    expect(isValidJoinCode('ABCDEFG')).toBe(false);
    expect(normalizeJoinCode(' ab-2c ')).toBe('AB2C');
  });
});

describe('joinedOrgNames', () => {
  it('remembers the organisation a pending membership asked to join', () => {
    expect(joinedOrgNames.get('m1')).toBeNull();
    joinedOrgNames.set('m1', 'Lakeview College');
    expect(joinedOrgNames.get('m1')).toBe('Lakeview College');
  });
});

describe('joinLink', () => {
  it('opens sign-up with the code, which is remembered for after it', () => {
    const link = joinLink('K7M2Q9XD', 'https://attendance.example.in');
    expect(link).toBe('https://attendance.example.in/register?join=K7M2Q9XD');
    expect(rememberInviteFromUrl(new URL(link).search)).toEqual({ kind: 'code', code: 'K7M2Q9XD' });
  });
});
