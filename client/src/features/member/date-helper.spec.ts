import { birthDateProblem, DateHelperError, fullYears, parseDay } from './date-helper';

const ON = { year: 2025, month: 6, day: 15 };

describe('date helper (spec §5)', () => {
  it('parses a yyyy-mm-dd value as a calendar day', () => {
    expect(parseDay('1990-02-28')).toEqual({ year: 1990, month: 2, day: 28 });
    expect(parseDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('fails with a missing-parameter error when no value is given', () => {
    for (const value of [undefined, null, '', '  ']) {
      expect(() => parseDay(value)).toThrow(new DateHelperError('missing'));
    }
    expect(() => parseDay('')).toThrow('Missing parameter: date');
  });

  it('fails with "must be a date type" for text that is no real day', () => {
    for (const value of ['tomorrow', '1990-13-01', '1990-00-10', '2023-02-29', '2001-04-31', '1990-1-5', '15.06.1990']) {
      expect(() => parseDay(value)).toThrow('Validation error: must be a date type');
    }
  });

  it('counts whole years, a 29 February birthday falling on 1 March in other years', () => {
    expect(fullYears({ year: 2012, month: 6, day: 15 }, ON)).toBe(13);
    expect(fullYears({ year: 2012, month: 6, day: 16 }, ON)).toBe(12);
    expect(fullYears({ year: 2012, month: 2, day: 29 }, { year: 2025, month: 2, day: 28 })).toBe(12);
    expect(fullYears({ year: 2012, month: 2, day: 29 }, { year: 2025, month: 3, day: 1 })).toBe(13);
  });

  it('accepts a birth date of someone at least 13 years old, born in 1900 or later', () => {
    expect(birthDateProblem('1990-05-01', ON)).toBeNull();
    expect(birthDateProblem('2012-06-15', ON)).toBeNull();
    expect(birthDateProblem('1900-01-01', ON)).toBeNull();
  });

  it('names what is wrong with a birth date', () => {
    expect(birthDateProblem('', ON)).toBe('missing');
    expect(birthDateProblem('1990-02-30', ON)).toBe('notADate');
    expect(birthDateProblem('2025-06-16', ON)).toBe('future');
    expect(birthDateProblem('1899-12-31', ON)).toBe('tooEarly');
    expect(birthDateProblem('2012-06-16', ON)).toBe('tooYoung');
  });
});
