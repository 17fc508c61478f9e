import type { Lang } from '../../../../contract/errors/index.ts';
import type { FormTemplateOut, SectionOut } from '../forms/template.schemas.ts';
import type { PdfWriter } from './pdf-layout.ts';
import type { PartWriter } from './review.ts';
import { answersByItem, answerWithText, exportItems, sideOf, sidesOf } from './template-items.ts';
import type { ExportTexts } from './texts.ts';

/** A questions or competencies section: an item a row, with each side's answer the reader may see. */
function itemsTable(
  pdf: PdfWriter,
  section: SectionOut,
  answers: ReturnType<typeof answersByItem>,
  t: ExportTexts,
  lang: Lang,
): void {
  const tt = t.template;
  const sides = sidesOf(section);
  const width = Math.floor(60 / sides.length);
  pdf.table(
    [
      { title: section.kind === 'competencies' ? tt.competency : tt.item, width: 40 },
      ...sides.map((s) => ({ title: s === 'self' ? tt.employeeAnswer : tt.reviewerAnswer, width })),
    ],
    exportItems(section).map((item) => [
      item.behaviours ? `${item.title[lang]}\n${tt.expected}: ${item.behaviours[lang]}` : item.title[lang],
      ...sides.map((s) => answerWithText(item, sideOf(answers, section, item, s), t, lang) ?? '—'),
    ]),
  );
}

/**
 * The body of a review on a company's own template: its sections in their order under their titles in the
 * reader's language. The spec's parts (values, agreements, hipo, results, the manager's summary) as the spec's
 * form writes them; questions and competencies with the answers of the form's view (forms/template.ts), which
 * has already left out a side the reader may not see at this stage.
 */
export function templateBody(
  pdf: PdfWriter,
  template: FormTemplateOut,
  t: ExportTexts,
  lang: Lang,
): (write: PartWriter) => void {
  const answers = answersByItem(template.answers);
  return (write) => {
    for (const section of template.sections) {
      if (section.kind !== 'questions' && section.kind !== 'competencies') {
        write(section.kind, section.title[lang]);
        continue;
      }
      pdf.heading(section.title[lang]);
      if (section.description?.[lang]) pdf.note(section.description[lang]);
      itemsTable(pdf, section, answers, t, lang);
    }
  };
}
