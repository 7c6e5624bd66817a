import { describe, expect, it } from 'vitest';
import {
  describeAgo,
  formatCalendarDate,
  formatTimeInZone,
  listTimeZones,
  readerZoneDiffers,
  todayInZone,
  zoneAbbreviation,
  zoneOffsetLabel,
} from './zoned-time';

describe('todayInZone', () => {
  it('gives the date where the organisation is, not where the clock is', () => {
    // 20:00 UTC on 25 January is already 01:30 on 26 January in India.
    const instant = new Date('2026-01-25T20:00:00Z');
    expect(todayInZone('Asia/Kolkata', instant)).toBe('2026-01-26');
    expect(todayInZone('UTC', instant)).toBe('2026-01-25');
    expect(todayInZone('America/New_York', instant)).toBe('2026-01-25');
  });

  it('turns at local midnight in Asia/Kolkata (18:30 UTC)', () => {
    expect(todayInZone('Asia/Kolkata', new Date('2026-03-31T18:29:59Z'))).toBe('2026-03-31');
    expect(todayInZone('Asia/Kolkata', new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
  });
});

describe('formatting', () => {
  it('shows times on the organisation’s wall clock', () => {
    const text = formatTimeInZone('2026-01-26T03:30:00Z', 'Asia/Kolkata');
    expect(text.replace(/\s/g, ' ').toLowerCase()).toBe('9:00 am');
  });

  it('formats a calendar date without shifting it by the browser’s zone', () => {
    expect(formatCalendarDate('2026-01-26')).toBe('Monday, 26 January 2026');
    expect(formatCalendarDate('2026-01-26', 'short')).toBe('Mon, 26 Jan');
  });

  it('labels the zone offset', () => {
    expect(zoneOffsetLabel('Asia/Kolkata')).toBe('UTC+05:30');
    expect(zoneOffsetLabel('UTC')).toBe('UTC+00:00');
  });

  it('lists Asia/Kolkata first', () => {
    const zones = listTimeZones();
    expect(zones[0]).toBe('Asia/Kolkata');
    expect(zones.filter((z) => z === 'Asia/Kolkata')).toHaveLength(1);
  });

  it('says how long ago something happened', () => {
    const now = new Date('2026-01-26T10:00:00Z');
    expect(describeAgo(null, now)).toBeNull();
    expect(describeAgo('2026-01-26T09:59:30Z', now, 'en')).toBe('now');
    expect(describeAgo('2026-01-26T09:45:00Z', now, 'en')).toBe('15 minutes ago');
    expect(describeAgo('2026-01-26T07:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(describeAgo('2026-01-25T10:00:00Z', now, 'en')).toBe('yesterday');
    expect(describeAgo('2026-01-24T10:00:00Z', now, 'en')).toBe('2 days ago');
  });

  it('says how long ago in Hindi for a Hindi reader', () => {
    const now = new Date('2026-01-26T10:00:00Z');
    expect(describeAgo('2026-01-26T09:45:00Z', now, 'hi')).toBe('15 मिनट पहले');
    expect(describeAgo('2026-01-24T10:00:00Z', now, 'hi')).toBe('परसों');
    expect(describeAgo('2026-01-21T10:00:00Z', now, 'hi')).toBe('5 दिन पहले');
  });
});

describe('the reader’s zone', () => {
  it('names a zone briefly', () => {
    expect(zoneAbbreviation('Asia/Kolkata', 'en')).toBe('IST');
    expect(zoneAbbreviation('Asia/Dubai', 'en')).toMatch(/^GMT\+4$|^GST$/);
  });

  it('tells when the reader’s clock is not the organisation’s', () => {
    expect(readerZoneDiffers('Asia/Kolkata', 'Asia/Kolkata')).toBe(false);
    expect(readerZoneDiffers('Asia/Kolkata', 'Asia/Calcutta')).toBe(false);
    expect(readerZoneDiffers('Asia/Kolkata', 'Europe/London')).toBe(true);
    expect(readerZoneDiffers('Asia/Kolkata', 'Not/AZone')).toBe(true);
  });
});
