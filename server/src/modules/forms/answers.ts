import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import type { Member } from '../../http/access.ts';
import { Forbidden, StaleVersion, ValidationError } from '../../http/errors.ts';
import { assertCanWrite, loadForm, type FormContext, type Part } from './context.ts';
import type { AnswerBody, AnswerOut } from './template.schemas.ts';
import { ANSWERED_SECTION_KINDS } from '../../../../contract/templates.ts';
import { answerRows, answerView, itemsOf, loadTemplate, type AnswerRow, type Item } from './template.ts';

/**
 * The caller's side: the employee answers in SELF, the reviewer in MANAGER (someone who is both answers as the
 * reviewer once the form is theirs to assess).
 */
function partOf(ctx: FormContext): Part {
  if (ctx.isEmployee && !(ctx.isReviewer && ctx.form.stage === 'MANAGER')) return 'employee';
  return 'reviewer';
}

/** What the body says must fit the item: a point of its scale, N/A where the scale allows it, one of its options. */
function checkAnswer(item: Item, body: AnswerBody): void {
  const errors: Record<
    string,
    [{ code: 'answer_kind' | 'answer_outside_scale' | 'not_applicable_not_allowed' | 'answer_not_an_option' }]
  > = {};
  if (body.value !== undefined && body.value !== null) {
    if (item.type !== 'rating' || !item.scale) errors.value = [{ code: 'answer_kind' }];
    else if (!item.scale.points.some((p) => p.value === body.value)) errors.value = [{ code: 'answer_outside_scale' }];
  }
  if (body.not_applicable && !item.scale?.allow_not_applicable)
    errors.not_applicable = [{ code: 'not_applicable_not_allowed' }];
  if (body.choice !== undefined && body.choice !== null) {
    if (item.type !== 'choice' && item.type !== 'yes_no') errors.choice = [{ code: 'answer_kind' }];
    else if (!item.options.includes(body.choice)) errors.choice = [{ code: 'answer_not_an_option' }];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** The columns of the caller's side the body changes; N/A clears the value and a value clears N/A. */
function changes(part: Part, body: AnswerBody): { column: string; value: SQL }[] {
  const p = part === 'employee' ? 'self' : 'reviewer';
  const out: { column: string; value: SQL }[] = [];
  if (body.value !== undefined) out.push({ column: `${p}_value`, value: sql`${body.value}::smallint` });
  if (body.not_applicable !== undefined) {
    out.push({ column: `${p}_not_applicable`, value: sql`${body.not_applicable}` });
    if (body.not_applicable && body.value === undefined) out.push({ column: `${p}_value`, value: sql`null` });
  } else if (body.value !== undefined && body.value !== null)
    out.push({ column: `${p}_not_applicable`, value: sql`false` });
  if (body.choice !== undefined) out.push({ column: `${p}_choice`, value: sql`${body.choice}` });
  if (body.text !== undefined) out.push({ column: `${p}_text`, value: sql`${body.text}` });
  return out;
}

const RETURNING = sql`returning id, section_key, item_key, self_value, self_not_applicable, self_choice, self_text,
  reviewer_value, reviewer_not_applicable, reviewer_choice, reviewer_text, version`;

/**
 * One answer of the caller's side to an item of a questions or competencies section, in a fixed number of
 * statements: the form, its template, and one write (an insert for version 0, else an update at that version).
 */
export async function writeAnswer(db: Db, member: Member, formId: number, body: AnswerBody): Promise<AnswerOut> {
  const ctx = await loadForm(db, member, formId);
  const template = await loadTemplate(db, ctx.form);
  const section = template?.sections.find((s) => s.key === body.section_key && ANSWERED_SECTION_KINDS.includes(s.kind));
  if (!template || !section) throw ValidationError.field('section_key', 'no_template_item');
  const part = partOf(ctx);
  if (section.answeredBy !== 'both' && section.answeredBy !== part)
    throw new Forbidden(section.answeredBy === 'employee' ? 'employee_part' : 'reviewer_part');
  assertCanWrite(ctx, part, part === 'employee' ? 'SELF' : 'MANAGER');
  const item = itemsOf(template, section).find((i) => i.key === body.item_key);
  if (!item) throw ValidationError.field('item_key', 'no_template_item');
  checkAnswer(item, body);
  const set = changes(part, body);
  const rows =
    body.version === 0
      ? await rowsOf<AnswerRow>(
          db,
          sql`insert into form_answers (company_id, form_id, section_key, item_key${sql.raw(set.map((c) => `, ${c.column}`).join(''))})
          values (${ctx.form.companyId}, ${formId}, ${body.section_key}, ${body.item_key}${sql.join(
            set.map((c) => sql`, ${c.value}`),
          )})
          on conflict (form_id, section_key, item_key) do nothing ${RETURNING}`,
        )
      : await rowsOf<AnswerRow>(
          db,
          sql`update form_answers set version = version + 1, updated_at = now()${sql.join(
            set.map((c) => sql`, ${sql.identifier(c.column)} = ${c.value}`),
          )}
          where form_id = ${formId} and section_key = ${body.section_key} and item_key = ${body.item_key}
            and version = ${body.version} ${RETURNING}`,
        );
  const row = rows.at(0);
  if (row) return answerView(ctx, section, row);
  const current = (await answerRows(db, formId)).find(
    (a) => a.section_key === body.section_key && a.item_key === body.item_key,
  );
  throw new StaleVersion(current ? answerView(ctx, section, current) : null);
}
