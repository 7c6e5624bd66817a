import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMonth,
  formatNumber,
  formatPercent,
  formatRupees,
  formatTime,
} from './format.js';

describe('Indian formats', () => {
  it('groups numbers in lakhs and crores in both languages', () => {
    expect(formatNumber(100000, 'en')).toBe('1,00,000');
    expect(formatNumber(12345678, 'en')).toBe('1,23,45,678');
    expect(formatNumber(100000, 'hi')).toBe('1,00,000');
  });

  it('keeps Latin digits in Hindi unless Devanagari digits are chosen', () => {
    expect(formatNumber(2026, 'hi')).toBe('2,026');
    expect(formatNumber(100000, 'hi', { digits: 'deva' })).toBe('१,००,०००');
    expect(formatDate('2026-03-05', 'hi')).toMatch(/^5 मार्च 2026$/);
  });

  it('names a calendar month whatever the reader’s zone', () => {
    expect(formatMonth('2026-10', 'en')).toBe('October 2026');
    expect(formatMonth('2026-01', 'hi')).toBe('जनवरी 2026');
  });

  it('shows rupees and percentages', () => {
    expect(formatRupees(1234567, 'en')).toBe('₹12,34,567');
    expect(formatRupees(49.5, 'en')).toBe('₹49.50');
    expect(formatPercent(0.755, 'en')).toBe('75.5%');
    expect(formatPercent(0.75, 'hi')).toBe('75%');
  });

  it('shows a calendar day as that day wherever the reader is', () => {
    expect(formatDate('2026-03-05', 'en')).toBe('5 Mar 2026');
    expect(formatDate('2026-03-05', 'en', { style: 'long' })).toBe('Thursday, 5 March 2026');
    expect(formatDate('2026-03-05', 'hi', { style: 'long' })).toBe('गुरुवार, 5 मार्च 2026');
  });

  it('shows times on the 12-hour clock in the given zone', () => {
    const instant = '2026-03-05T03:35:00Z'; // 09:05 in Asia/Kolkata
    expect(formatTime(instant, 'en', { timeZone: 'Asia/Kolkata' })).toBe('9:05 am');
    expect(formatTime(instant, 'hi', { timeZone: 'Asia/Kolkata' })).toBe('9:05 am');
    expect(formatDateTime(instant, 'en', { timeZone: 'Asia/Kolkata' })).toBe('5 Mar 2026, 9:05 am');
  });
});
