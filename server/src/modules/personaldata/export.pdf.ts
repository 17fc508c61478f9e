import type { Lang } from '../../../../contract/errors/index.ts';
import { PdfWriter } from '../exports/pdf-layout.ts';
import type { PersonalDataExport } from './personaldata.schemas.ts';
import { EXPORT_TEXTS } from './texts.ts';

type Row = Record<string, unknown>;

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map(cell).join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/** A list of flat rows as a table headed by their keys (the JSON's documented field names); "—" when empty. */
function table(pdf: PdfWriter, rows: readonly Row[]): void {
  if (rows.length === 0) {
    pdf.note('—');
    return;
  }
  const keys = Object.keys(rows[0]);
  pdf.table(
    keys.map((key) => ({ title: key, width: 1 })),
    rows.map((row) => keys.map((key) => cell(row[key]))),
  );
}

/** Each field of an object on a line of its own. */
function fields(pdf: PdfWriter, row: Row): void {
  for (const [key, value] of Object.entries(row)) pdf.field(key, cell(value));
}

/**
 * The export as a PDF, section by section in the order of the JSON and with its field names, so that the two
 * read the same; a review's items and answers follow the review they belong to.
 */
export async function exportPdf(data: PersonalDataExport, lang: Lang): Promise<Buffer> {
  const t = EXPORT_TEXTS[lang];
  const pdf = new PdfWriter({ title: t.title, lang });
  pdf.title(`${t.title}: ${data.person.first_name} ${data.person.last_name}`.trim());
  pdf.note(`${data.company.name} · ${data.generated_at}`);
  pdf.note(data.privacy_note);
  pdf.heading(t.sections.person);
  fields(pdf, { ...data.person, ...(data.membership ?? {}) });
  pdf.heading(t.sections.positions);
  table(pdf, data.positions);
  pdf.heading(t.sections.forms);
  for (const form of data.forms) {
    const { values, agreements, answers, ...head } = form;
    fields(pdf, head);
    table(pdf, [...values, ...agreements]);
    if (answers.length) table(pdf, answers);
  }
  if (data.forms.length === 0) pdf.note('—');
  pdf.heading(t.sections.reviewed_forms);
  table(pdf, data.reviewed_forms);
  pdf.heading(t.sections.goals);
  table(pdf, data.goals);
  pdf.heading(t.sections.check_ins);
  table(pdf, data.check_ins);
  pdf.heading(t.sections.one_on_ones);
  const { series, meetings, points_written, action_items, private_notes_count } = data.one_on_ones;
  table(pdf, series);
  table(pdf, meetings);
  table(pdf, points_written);
  table(pdf, action_items);
  fields(pdf, { private_notes_count });
  pdf.heading(t.sections.feedback);
  fields(pdf, data.feedback);
  pdf.heading(t.sections.praise);
  table(pdf, [...data.praise.given, ...data.praise.received]);
  pdf.heading(t.sections.review360);
  table(pdf, data.review360.as_subject);
  table(pdf, data.review360.asked_to_review);
  pdf.heading(t.sections.notifications);
  table(pdf, data.notifications);
  pdf.heading(t.sections.use);
  fields(pdf, { ...(data.notification_settings ?? {}) });
  table(pdf, data.ai_usage);
  table(pdf, data.api_tokens);
  table(pdf, data.product_feedback);
  pdf.heading(t.sections.audit);
  table(pdf, data.audit);
  return pdf.finish();
}
