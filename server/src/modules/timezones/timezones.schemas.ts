import { z } from 'zod';
import { isTimeZone, TIME_ZONE_MAX_LENGTH } from '../../../../contract/time-zones.ts';
import { coded } from '../../http/zod.ts';

/**
 * An IANA time zone name this server's runtime knows (contract/time-zones.ts); anything else: 400
 * `invalid_time_zone`. The services check it against the database as well (zones.ts, assertDatabaseZone).
 */
export const timeZoneIn = z
  .string()
  .trim()
  .max(TIME_ZONE_MAX_LENGTH, coded('invalid_time_zone'))
  .refine(isTimeZone, coded('invalid_time_zone'));

/** The company's settings that are not a module's own: its time zone. */
export const companySettingsOut = z.object({ time_zone: z.string() });
export type CompanySettingsOut = z.infer<typeof companySettingsOut>;

export const companySettingsPut = z.strictObject({ time_zone: timeZoneIn });
export type CompanySettingsPut = z.infer<typeof companySettingsPut>;
