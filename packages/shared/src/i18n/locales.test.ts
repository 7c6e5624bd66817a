import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, pickLocale } from './locales.js';

describe('choosing the language', () => {
  it('takes the first supported language in order of preference', () => {
    expect(pickLocale(['hi-IN', 'en-IN'])).toBe('hi');
    expect(pickLocale(['fr-FR', 'en-GB', 'hi'])).toBe('en');
    expect(pickLocale(['ta-IN', 'HI'])).toBe('hi');
    expect(pickLocale(['ta-IN'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });

  it('honours Accept-Language q-values', () => {
    expect(localeFromAcceptLanguage('en-IN;q=0.5, hi;q=0.9')).toBe('hi');
    expect(localeFromAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(localeFromAcceptLanguage('hi;q=0, en')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });
});
