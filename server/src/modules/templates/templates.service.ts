import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { LocalizedText, TemplateSection } from '../../../../contract/templates.ts';
import type { Db, Executor } from '../../db/client.ts';
import { reviewTemplates, reviewTemplateVersions } from '../../db/schema/index.ts';
import { auditedBy, recordAudit } from '../../audit/record.ts';
import type { Member } from '../../http/access.ts';
import type { Caller } from '../../http/caller.ts';
import { Conflict, NotFound, StaleVersion } from '../../http/errors.ts';
import { checkTemplateRefs } from './templates.refs.ts';
import type {
  TemplateCreate,
  TemplateDuplicate,
  TemplateOut,
  TemplateRename,
  TemplateSave,
  TemplateSummaryOut,
  VersionListOut,
  VersionOut,
} from './templates.schemas.ts';

/**
 * Review templates (DESIGN section 10): admins write (the routes say `access: 'admin'`), every member reads a
 * template and its versions (a form shows one). A template's content is its current version; saving a frozen
 * one (a launched period used it) makes the next version, so a frozen version never changes. The built-in
 * SMPL and STND are read-only: duplicate them to customise.
 */
const t = reviewTemplates;
const v = reviewTemplateVersions;

type Row = { template: typeof t.$inferSelect; current: typeof v.$inferSelect | null };

function summary({ template: x, current }: Row): TemplateSummaryOut {
  return {
    id: x.id,
    name: x.name,
    built_in: x.builtIn,
    is_archived: x.isArchived,
    version: x.version,
    current_version: current ? { id: current.id, number: current.number, frozen: current.frozenAt !== null } : null,
    updated_at: x.updatedAt.toISOString(),
  };
}

const dto = (row: Row): TemplateOut => ({ ...summary(row), sections: row.current?.sections ?? [] });

function select(ex: Executor) {
  return ex.select({ template: t, current: v }).from(t).leftJoin(v, eq(v.id, t.currentVersionId));
}

export async function listTemplates(db: Db, member: Member): Promise<TemplateSummaryOut[]> {
  const rows = await select(db)
    .where(eq(t.companyId, member.companyId))
    .orderBy(sql`${t.builtIn} is null`, asc(t.builtIn), asc(t.id));
  return rows.map(summary);
}

async function load(ex: Executor, member: Member, id: number, lock = false): Promise<Row> {
  const query = select(ex)
    .where(and(eq(t.companyId, member.companyId), eq(t.id, id)))
    .limit(1);
  const row = (lock ? await query.for('update', { of: t }) : await query).at(0);
  if (!row) throw new NotFound();
  return row;
}

export async function getTemplate(db: Db, member: Member, id: number): Promise<TemplateOut> {
  return dto(await load(db, member, id));
}

async function insertTemplate(
  ex: Executor,
  member: Member,
  userId: number,
  name: LocalizedText,
  sections: TemplateSection[],
): Promise<number> {
  const [row] = await ex.insert(t).values({ companyId: member.companyId, name }).returning({ id: t.id });
  const [version] = await ex
    .insert(v)
    .values({ companyId: member.companyId, templateId: row.id, number: 1, sections, createdBy: userId })
    .returning({ id: v.id });
  await ex.update(t).set({ currentVersionId: version.id }).where(eq(t.id, row.id));
  return row.id;
}

export async function createTemplate(
  db: Db,
  member: Member,
  userId: number,
  body: TemplateCreate,
): Promise<TemplateOut> {
  const id = await db.transaction(async (tx) => {
    await checkTemplateRefs(tx, member.companyId, body.sections);
    return insertTemplate(tx, member, userId, body.name, body.sections);
  });
  return getTemplate(db, member, id);
}

/** Loads a template to change it: locked, not built in, not archived, at the version the caller read. */
async function loadForChange(ex: Executor, member: Member, id: number, version: number | null): Promise<Row> {
  const row = await load(ex, member, id, true);
  if (row.template.builtIn !== null) throw new Conflict('template_built_in');
  if (row.template.isArchived) throw new Conflict('template_archived');
  if (version !== null && row.template.version !== version) throw new StaleVersion(dto(row));
  return row;
}

const bump = () => ({ version: sql`${t.version} + 1`, updatedAt: new Date() });

export async function saveSections(
  db: Db,
  member: Member,
  userId: number,
  id: number,
  body: TemplateSave,
): Promise<TemplateOut> {
  await db.transaction(async (tx) => {
    const { current } = await loadForChange(tx, member, id, body.version);
    await checkTemplateRefs(tx, member.companyId, body.sections);
    if (current && current.frozenAt === null) {
      await tx
        .update(v)
        .set({ sections: body.sections, updatedAt: new Date(), version: sql`${v.version} + 1` })
        .where(and(eq(v.id, current.id), sql`${v.frozenAt} is null`));
      await tx.update(t).set(bump()).where(eq(t.id, id));
      return;
    }
    // The current version is frozen: the change is the next version, which the template now points to.
    const [next] = await tx
      .insert(v)
      .values({
        companyId: member.companyId,
        templateId: id,
        number: sql`(select coalesce(max(${v.number}), 0) + 1 from ${v} where ${v.templateId} = ${id})`,
        sections: body.sections,
        createdBy: userId,
      })
      .returning({ id: v.id });
    await tx
      .update(t)
      .set({ ...bump(), currentVersionId: next.id })
      .where(eq(t.id, id));
  });
  return getTemplate(db, member, id);
}

/**
 * The name belongs to the template, not to a version: a rename makes no new version, even of a frozen one, and
 * every form and period that uses the template shows the new name. Audited with the name before and after.
 */
export async function renameTemplate(db: Db, caller: Caller, id: number, body: TemplateRename): Promise<TemplateOut> {
  await db.transaction(async (tx) => {
    const { template } = await loadForChange(tx, caller.member, id, body.version);
    await tx
      .update(t)
      .set({ ...bump(), name: body.name })
      .where(eq(t.id, id));
    await recordAudit(tx, {
      ...auditedBy(caller),
      action: 'templates.rename',
      targetType: 'templates',
      targetId: id,
      before: { name_ru: template.name.ru, name_en: template.name.en },
      after: { name_ru: body.name.ru, name_en: body.name.en },
    });
  });
  return getTemplate(db, caller.member, id);
}

export async function archiveTemplate(db: Db, member: Member, id: number): Promise<TemplateOut> {
  await db.transaction(async (tx) => {
    await loadForChange(tx, member, id, null);
    await tx
      .update(t)
      .set({ ...bump(), isArchived: true })
      .where(eq(t.id, id));
  });
  return getTemplate(db, member, id);
}

/** A copy of any template (a built-in one included) as a new template of the company's, at version 1. */
export async function duplicateTemplate(
  db: Db,
  member: Member,
  userId: number,
  id: number,
  body: TemplateDuplicate,
): Promise<TemplateOut> {
  const copyId = await db.transaction(async (tx) => {
    const row = await load(tx, member, id);
    const name = body.name ?? {
      ru: `${row.template.name.ru} (копия)`.slice(0, 500),
      en: `${row.template.name.en} (copy)`.slice(0, 500),
    };
    return insertTemplate(tx, member, userId, name, row.current?.sections ?? []);
  });
  return getTemplate(db, member, copyId);
}

const versionDto = (x: typeof v.$inferSelect): VersionOut => ({
  id: x.id,
  template: x.templateId,
  number: x.number,
  frozen_at: x.frozenAt?.toISOString() ?? null,
  created_at: x.createdAt.toISOString(),
  sections: x.sections,
});

export async function listVersions(db: Db, member: Member, id: number): Promise<VersionListOut> {
  await load(db, member, id);
  const rows = await db
    .select()
    .from(v)
    .where(and(eq(v.companyId, member.companyId), eq(v.templateId, id)))
    .orderBy(desc(v.number));
  return rows.map((x) => ({
    id: x.id,
    template: x.templateId,
    number: x.number,
    frozen_at: x.frozenAt?.toISOString() ?? null,
    created_at: x.createdAt.toISOString(),
  }));
}

export async function getVersion(db: Db, member: Member, id: number): Promise<VersionOut> {
  const rows = await db
    .select()
    .from(v)
    .where(and(eq(v.companyId, member.companyId), eq(v.id, id)))
    .limit(1);
  const row = rows.at(0);
  if (!row) throw new NotFound();
  return versionDto(row);
}
