import { dateFormatter } from "./date-formatters.ts";

/**
 * Wall-clock times in an IANA time zone and the UTC instants they mean: a tenant's dates and deadlines are read
 * and typed in its `fuso_horario`, whatever the zone of the server or the browser.
 */

/** The wall clock of `timeZone` at an instant: year, month, day, hour, minute and second, as numbers. */
export function zoneClock(instant: number, timeZone: string) {
  const parts = dateFormatter("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (São Paulo: −3 h). */
function offsetAt(instant: number, timeZone: string): number {
  const clock = zoneClock(instant, timeZone);
  const local = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return local - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant (milliseconds) a wall-clock time means in `timeZone`. The zone's offset is read at the guess
 * and again at the result, so a daylight-saving change is crossed right.
 */
export function instantOfWallClock(
  wall: { year: number; month: number; day: number; hour?: number; minute?: number },
  timeZone: string,
): number {
  const wanted = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0);
  const first = wanted - offsetAt(wanted, timeZone);
  return wanted - offsetAt(first, timeZone);
}
