import { deadlineEnd } from '../../timezones/zones.ts';
import type { Fields, Labels } from './types.ts';

/** The facts every form's mail shows, those the notice has: who, which period, which stage, by when, why. */
export function factsOf(labels: Labels, f: Fields): [string, string][] {
  const facts: [string, string][] = [];
  if (f.employee) facts.push([labels.employee, f.employee]);
  if (f.period) facts.push([labels.period, f.period]);
  if (f.stage && f.stage !== 'COMPLETE') facts.push([labels.stage, f.stageName]);
  if (f.deadline) facts.push([labels.deadline, f.deadlineEnd ?? f.deadline]);
  if (f.reviewer) facts.push([labels.reviewer, f.reviewer]);
  if (f.holder) facts.push([labels.holder, f.holder]);
  if (f.reason) facts.push([labels.reason, f.reason]);
  return facts;
}

/** A count with its noun in the form the language's plural rules pick: 1 день, 2 дня, 5 дней. */
export function plural(locale: string, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) {
  const rules = new Intl.PluralRules(locale);
  return (n: number): string => `${n} ${forms[rules.select(n)] ?? forms.other}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A `YYYY-MM-DD` date as the reader writes it ("15 марта 2030 г.", "15 March 2030"); dates are UTC days. */
export function formatDay(locale: string, day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(at);
}

/**
 * The last minute of deadline date `day` in the reader's zone, named ("31 марта 2027 г. в 23:59 GMT+10"): the
 * deadline is open until then for them.
 */
export function formatDeadlineEnd(locale: string, day: string, zone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const lastSecond = new Date(deadlineEnd(zone, day).getTime() - 1000);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(lastSecond);
}

/** Ends a sentence with one full stop, also after a date that ends with one ("15 марта 2030 г."). */
export const sentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);
