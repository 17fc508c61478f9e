/**
 * Time zones: a company's (default Europe/Moscow) and a person's own (none: the company's). Deadlines are dates
 * and stay open until the end of that day in the zone of the person who must act. Plain values: the browser
 * imports this file.
 */

/** The company's zone until an admin picks another. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/** Russia's zones, west to east: the pickers list them first; any other IANA name is allowed too. */
export const RUSSIAN_TIME_ZONES = [
  'Europe/Kaliningrad',
  'Europe/Moscow',
  'Europe/Samara',
  'Asia/Yekaterinburg',
  'Asia/Omsk',
  'Asia/Krasnoyarsk',
  'Asia/Irkutsk',
  'Asia/Yakutsk',
  'Asia/Vladivostok',
  'Asia/Magadan',
  'Asia/Kamchatka',
] as const;

/** Longer than any IANA name. */
export const TIME_ZONE_MAX_LENGTH = 64;

/** `Area/Location` (or UTC): offsets such as `+03:00` and POSIX strings are refused, whatever the runtime takes. */
const IANA_NAME = /^(?:UTC|[A-Z][A-Za-z_-]+(?:\/[A-Za-z0-9_+-]+){1,2})$/;

/** Whether `name` is an IANA time zone name that this runtime knows. */
export function isTimeZone(name: string): boolean {
  if (name.length > TIME_ZONE_MAX_LENGTH || !IANA_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `at`, as `UTC+03:00`, for the pickers' labels. */
export function utcOffsetOf(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') ?? '';
  return `UTC${offset || '+00:00'}`;
}

/** Every zone the runtime knows, the Russian ones first, for the pickers. */
export function timeZoneChoices(): string[] {
  const russian: readonly string[] = RUSSIAN_TIME_ZONES;
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...russian, ...all.filter((zone) => !russian.includes(zone))];
}
