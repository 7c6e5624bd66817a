import { describe, expect, it } from 'vitest';
import { parseBirthDate } from './parse-birth-date.js';

const TODAY = '2026-11-26';

describe('parseBirthDate', () => {
  it('reads ISO and Indian day-first dates', () => {
    expect(parseBirthDate('2012-04-09', TODAY)).toEqual({ date: '2012-04-09' });
    expect(parseBirthDate('09/04/2012', TODAY)).toEqual({ date: '2012-04-09' });
    expect(parseBirthDate(' 9/4/2012 ', TODAY)).toEqual({ date: '2012-04-09' });
    expect(parseBirthDate('09-04-2012', TODAY)).toEqual({ date: '2012-04-09' });
    expect(parseBirthDate('29/02/2012', TODAY)).toEqual({ date: '2012-02-29' });
    expect(parseBirthDate(TODAY, TODAY)).toEqual({ date: TODAY });
  });

  it('refuses days that do not exist, the future, before 1900 and other forms', () => {
    expect(parseBirthDate('31/02/2012', TODAY)).toEqual({ problem: 'impossible' });
    expect(parseBirthDate('29/02/2013', TODAY)).toEqual({ problem: 'impossible' });
    expect(parseBirthDate('2012-13-01', TODAY)).toEqual({ problem: 'impossible' });
    expect(parseBirthDate('00/04/2012', TODAY)).toEqual({ problem: 'impossible' });
    expect(parseBirthDate('2026-11-27', TODAY)).toEqual({ problem: 'future' });
    expect(parseBirthDate('1899-12-31', TODAY)).toEqual({ problem: 'too_old' });
    for (const text of ['04/09/12', '2012/04/09', '9 April 2012', '09/04-2012', ''])
      expect(parseBirthDate(text, TODAY), text).toEqual({ problem: 'format' });
  });
});
