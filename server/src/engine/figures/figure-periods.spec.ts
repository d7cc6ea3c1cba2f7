import { figurePeriod } from './figure-periods.js';

const VIENNA = 'Europe/Vienna';
const ISTANBUL = 'Europe/Istanbul';

/** Issue 30 item 6: the dashboard's periods are calendar days, weeks (from Monday) and months of the shop's zone (S1.06). */
describe('figurePeriod (issue 30 item 6)', () => {
  it('S1.06: today is the shop\'s calendar day, not UTC\'s: 23:30 UTC on 1 March is already 2 March in Vienna', () => {
    expect(figurePeriod('today', new Date('2026-03-01T23:30:00Z'), VIENNA)).toEqual({
      current: { from: '2026-03-01T23:00:00.000Z', to: '2026-03-02T23:00:00.000Z' },
      previous: { from: '2026-02-28T23:00:00.000Z', to: '2026-03-01T23:00:00.000Z' },
    });
  });

  it('a day with the summer-time change has 23 hours, and the day after it 24 again', () => {
    // Vienna moves to summer time at 02:00 on Sunday 29 March 2026.
    expect(figurePeriod('today', new Date('2026-03-29T12:00:00Z'), VIENNA)).toEqual({
      current: { from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' },
      previous: { from: '2026-03-27T23:00:00.000Z', to: '2026-03-28T23:00:00.000Z' },
    });
    expect(figurePeriod('today', new Date('2026-03-30T12:00:00Z'), VIENNA).previous).toEqual({ from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' });
  });

  it('a week runs from Monday to Monday; on a Sunday evening it is still the week that began six days before', () => {
    // Sunday 29 November 2026, 23:30 in Vienna.
    expect(figurePeriod('week', new Date('2026-11-29T22:30:00Z'), VIENNA)).toEqual({
      current: { from: '2026-11-22T23:00:00.000Z', to: '2026-11-29T23:00:00.000Z' },
      previous: { from: '2026-11-15T23:00:00.000Z', to: '2026-11-22T23:00:00.000Z' },
    });
    // Ten minutes later (Monday 00:10 in Vienna) the new week has begun, though it is Sunday in UTC.
    expect(figurePeriod('week', new Date('2026-11-29T23:10:00Z'), VIENNA).current.from).toBe('2026-11-29T23:00:00.000Z');
  });

  it('a week across a year and a month boundary', () => {
    // Thursday 1 January 2026: the week began on Monday 29 December 2025.
    expect(figurePeriod('week', new Date('2026-01-01T10:00:00Z'), VIENNA)).toEqual({
      current: { from: '2025-12-28T23:00:00.000Z', to: '2026-01-04T23:00:00.000Z' },
      previous: { from: '2025-12-21T23:00:00.000Z', to: '2025-12-28T23:00:00.000Z' },
    });
  });

  it('a month is the calendar month, against the month before it whatever its length (March against February)', () => {
    expect(figurePeriod('month', new Date('2026-03-15T10:00:00Z'), VIENNA)).toEqual({
      current: { from: '2026-02-28T23:00:00.000Z', to: '2026-03-31T22:00:00.000Z' },
      previous: { from: '2026-01-31T23:00:00.000Z', to: '2026-02-28T23:00:00.000Z' },
    });
  });

  it('January is against the December before, and the last hour of a month in the zone is still that month', () => {
    expect(figurePeriod('month', new Date('2026-01-31T22:59:59Z'), VIENNA)).toEqual({
      current: { from: '2025-12-31T23:00:00.000Z', to: '2026-01-31T23:00:00.000Z' },
      previous: { from: '2025-11-30T23:00:00.000Z', to: '2025-12-31T23:00:00.000Z' },
    });
    expect(figurePeriod('month', new Date('2026-01-31T23:00:00Z'), VIENNA).current.from).toBe('2026-01-31T23:00:00.000Z');
  });

  it('follows the zone it is given: Istanbul (UTC+3 all year) starts its day three hours before UTC', () => {
    expect(figurePeriod('today', new Date('2026-07-10T21:30:00Z'), ISTANBUL)).toEqual({
      current: { from: '2026-07-10T21:00:00.000Z', to: '2026-07-11T21:00:00.000Z' },
      previous: { from: '2026-07-09T21:00:00.000Z', to: '2026-07-10T21:00:00.000Z' },
    });
    expect(figurePeriod('month', new Date('2026-07-10T12:00:00Z'), ISTANBUL).current).toEqual({ from: '2026-06-30T21:00:00.000Z', to: '2026-07-31T21:00:00.000Z' });
  });
});
