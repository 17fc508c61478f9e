/**
 * The one source of "now" for everything time-based: reminders, deadlines, retries, the notifications'
 * times. Production reads the system clock; tests hold a manual one and move it instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const DAY_MS = 86_400_000;

export class ManualClock implements Clock {
  private at: number;

  constructor(start: Date | string) {
    this.at = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.at);
  }

  set(to: Date | string): void {
    this.at = new Date(to).getTime();
  }

  advanceMs(ms: number): void {
    this.at += ms;
  }

  advanceDays(days: number): void {
    this.at += days * DAY_MS;
  }
}

/** The calendar day of a moment, `YYYY-MM-DD`, in UTC: deadlines are dates and are compared as such. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
