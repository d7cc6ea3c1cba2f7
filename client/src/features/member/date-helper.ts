import { MEMBER_LIMITS } from '../../../../contracts/member/limits';

/** A day of the calendar, without a time or a time zone: a birth date is the same day everywhere. */
export interface CalendarDay {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
}

/** Why a value is no date (spec §5 date helper): nothing given, or not a date at all. */
export type DateFailure = 'missing' | 'notADate';

/** The date helper's refusal, with the spec §5 wording. */
export class DateHelperError extends Error {
  constructor(readonly failure: DateFailure) {
    super(failure === 'missing' ? 'Missing parameter: date' : 'Validation error: must be a date type');
    this.name = 'DateHelperError';
  }
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A yyyy-mm-dd value (what an input type=date holds) as a calendar day (spec §5: a value is
 * required and must parse as a date). "2001-02-30" is refused: Date would roll it into March.
 */
export function parseDay(value: string | null | undefined): CalendarDay {
  if (value === null || value === undefined || value.trim() === '') throw new DateHelperError('missing');
  const match = ISO_DAY.exec(value.trim());
  if (!match) throw new DateHelperError('notADate');
  const [year, month, day] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw new DateHelperError('notADate');
  return { year, month, day };
}

/** Today where the shopper is: the day their calendar shows. */
export function today(now: Date = new Date()): CalendarDay {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole years from `from` to `on`; someone born on 29 February has a birthday on 1 March in other years. */
export function fullYears(from: CalendarDay, on: CalendarDay): number {
  const beforeBirthday = on.month < from.month || (on.month === from.month && on.day < from.day);
  return on.year - from.year - (beforeBirthday ? 1 : 0);
}

/** What is wrong with a birth date, or null when a member may give it. */
export type BirthDateProblem = DateFailure | 'future' | 'tooEarly' | 'tooYoung';

/** Checks a birth date: a real day, not in the future, not before MEMBER_LIMITS.birthYearMin, at least MEMBER_LIMITS.ageMin years ago. */
export function birthDateProblem(value: string | null | undefined, on: CalendarDay = today()): BirthDateProblem | null {
  let birth: CalendarDay;
  try {
    birth = parseDay(value);
  } catch (error) {
    if (error instanceof DateHelperError) return error.failure;
    throw error;
  }
  if (compareDays(birth, on) > 0) return 'future';
  if (birth.year < MEMBER_LIMITS.birthYearMin) return 'tooEarly';
  if (fullYears(birth, on) < MEMBER_LIMITS.ageMin) return 'tooYoung';
  return null;
}
