import { eq } from 'drizzle-orm';
import { auditedBy, recordAudit } from '../../audit/record.ts';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import type { Caller } from '../../http/caller.ts';
import type { CompanySettingsOut, CompanySettingsPut } from './timezones.schemas.ts';
import { assertDatabaseZone, companyZone } from './zones.ts';

/** The company's settings: its time zone. */
export async function getCompanySettings(db: Db, companyId: number): Promise<CompanySettingsOut> {
  return { time_zone: await companyZone(db, companyId) };
}

/** Sets the company's time zone (one the database knows too), audited with the zone before and after. */
export async function setCompanySettings(
  db: Db,
  caller: Caller,
  input: CompanySettingsPut,
): Promise<CompanySettingsOut> {
  const companyId = caller.member.companyId;
  await assertDatabaseZone(db, input.time_zone);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ zone: companies.timeZone })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    await tx.update(companies).set({ timeZone: input.time_zone }).where(eq(companies.id, companyId));
    await recordAudit(tx, {
      ...auditedBy(caller),
      action: 'company.time_zone_changed',
      targetType: 'company',
      targetId: companyId,
      before: { time_zone: before.zone },
      after: { time_zone: input.time_zone },
    });
    return { time_zone: input.time_zone };
  });
}
