/**
 * Usage periods: monthly steps from an anchor (the paid period's start, or the day the account
 * was made for Free). A yearly plan therefore grants its monthly quota each month of the year.
 * The day of month is clamped (an anchor on the 31st gives 30 April, 28/29 February).
 */

export interface UsagePeriod {
  start: Date;
  end: Date;
}

function addMonthsClamped(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/** The period that contains `now`. Before the anchor, the first period is used. */
export function usagePeriodAt(anchor: Date, now: Date): UsagePeriod {
  if (now < anchor) return { start: anchor, end: addMonthsClamped(anchor, 1) };
  const monthsApart =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 +
    (now.getUTCMonth() - anchor.getUTCMonth());
  // Step back while the candidate start is after now (same month, earlier day).
  for (let months = monthsApart; months >= 0; months--) {
    const start = addMonthsClamped(anchor, months);
    if (start <= now) return { start, end: addMonthsClamped(anchor, months + 1) };
  }
  return { start: anchor, end: addMonthsClamped(anchor, 1) };
}
