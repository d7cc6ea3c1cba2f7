import type { FigurePeriod, FigureRange } from '../../../../contracts/admin/figures.js';

/** A calendar day in the shop's zone; month and day may run over (day 0 is the last of the month before), as Date.UTC allows. */
interface CivilDay { year: number; month: number; day: number }

const zoneParts = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall clock at `at`: its calendar day, weekday (1 Monday ... 7 Sunday) and offset from UTC in ms. */
function wallClock(at: Date, timeZone: string): CivilDay & { weekday: number; offsetMs: number } {
  let format = zoneParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', weekday: 'short' });
    zoneParts.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const wall = Date.UTC(year, month - 1, day, Number(parts.hour), Number(parts.minute), Number(parts.second));
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday) + 1;
  return { year, month, day, weekday, offsetMs: wall - Math.floor(at.getTime() / 1000) * 1000 };
}

/** The instant a calendar day starts in the zone. Twice: the offset at the first guess may differ from the one at midnight (a summer-time change between). */
function startOfDay({ year, month, day }: CivilDay, timeZone: string): Date {
  const naive = Date.UTC(year, month - 1, day);
  const guess = new Date(naive - wallClock(new Date(naive), timeZone).offsetMs);
  return new Date(naive - wallClock(guess, timeZone).offsetMs);
}

/**
 * The calendar period of `period` kind that holds `now`, and the one of the same kind just before
 * it, as instant ranges (from included, to excluded), in the shop's zone: today and yesterday;
 * this week and last (Monday to Monday); this month and last. A period so counted has the same
 * calendar length as the one before, not always the same hours (a summer-time change, a shorter
 * month); the current one is still running, the previous one is whole.
 */
export function figurePeriod(period: FigurePeriod, now: Date, timeZone: string): { current: FigureRange; previous: FigureRange } {
  const today = wallClock(now, timeZone);
  const { year, month, day } = today;
  const starts: [CivilDay, CivilDay, CivilDay] =
    period === 'today' ? [{ year, month, day: day - 1 }, { year, month, day }, { year, month, day: day + 1 }]
      : period === 'week' ? [{ year, month, day: day - today.weekday + 1 - 7 }, { year, month, day: day - today.weekday + 1 }, { year, month, day: day - today.weekday + 1 + 7 }]
        : [{ year, month: month - 1, day: 1 }, { year, month, day: 1 }, { year, month: month + 1, day: 1 }];
  const [before, start, end] = starts.map((civil) => startOfDay(normalise(civil), timeZone).toISOString());
  return { current: { from: start, to: end }, previous: { from: before, to: start } };
}

/** A calendar day with its month and day brought into range (day 0 of March is the last of February). */
function normalise({ year, month, day }: CivilDay): CivilDay {
  const date = new Date(Date.UTC(year, month - 1, day));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
