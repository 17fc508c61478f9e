import { z } from 'zod';
import { STAGES } from '../../../../contract/enums.ts';
import {
  ANSWERED_BY,
  BUILT_IN_TEMPLATES,
  QUESTION_TYPES,
  SECTION_KINDS,
  TEMPLATE_LIMITS,
} from '../../../../contract/templates.ts';
import { coded } from '../../http/zod.ts';
import { recordId, versionField } from '../settings/fields.ts';
import { checkSections } from './templates.rules.ts';

/** A text in both languages: each one required, trimmed, within the limit. */
const text = () => z.string().trim().min(1).max(TEMPLATE_LIMITS.textMax);
export const localized = z.strictObject({ ru: text(), en: text() });
const key = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, coded('template_key_format'));

const option = z.strictObject({ key, label: localized });

const question = z.strictObject({
  key,
  type: z.enum(QUESTION_TYPES),
  text: localized,
  required: z.boolean().default(true),
  options: z.array(option).max(TEMPLATE_LIMITS.optionsPerQuestion).optional(),
  scaleId: recordId().optional(),
});

const section = z.strictObject({
  key,
  kind: z.enum(SECTION_KINDS),
  title: localized,
  description: localized.optional(),
  answeredBy: z.enum(ANSWERED_BY),
  visibility: z.strictObject({
    reviewerSeesEmployeeFrom: z.enum(STAGES),
    employeeSeesReviewerFrom: z.enum(STAGES),
  }),
  required: z.boolean().default(true),
  weight: z.number().int().min(0).max(100),
  scaleId: recordId().optional(),
  competencyIds: z.array(recordId()).max(TEMPLATE_LIMITS.questionsPerSection).optional(),
  questions: z.array(question).max(TEMPLATE_LIMITS.questionsPerSection).optional(),
});

/** The sections as the builder sends them: the shape here, the rules between fields in templates.rules.ts. */
export const sectionsField = z.array(section).max(TEMPLATE_LIMITS.sections).superRefine(checkSections);
export type SectionsIn = z.infer<typeof sectionsField>;

export const templateCreate = z.strictObject({ name: localized, sections: sectionsField.default([]) });
export type TemplateCreate = z.infer<typeof templateCreate>;

export const templateSave = z.strictObject({ sections: sectionsField, version: versionField() });
export type TemplateSave = z.infer<typeof templateSave>;

export const templateRename = z.strictObject({ name: localized, version: versionField() });
export type TemplateRename = z.infer<typeof templateRename>;

export const templateDuplicate = z.strictObject({ name: localized.optional() });
export type TemplateDuplicate = z.infer<typeof templateDuplicate>;

const localizedOut = z.object({ ru: z.string(), en: z.string() });
/** A stored section: the shape it was checked against when saved. */
const sectionOut = section;

export const templateSummaryOut = z.object({
  id: z.number().int(),
  name: localizedOut,
  built_in: z.enum(BUILT_IN_TEMPLATES).nullable(),
  is_archived: z.boolean(),
  /** The row's version, sent back with a change (optimistic locking). */
  version: z.number().int(),
  current_version: z.object({ id: z.number().int(), number: z.number().int(), frozen: z.boolean() }).nullable(),
  updated_at: z.string(),
});
export type TemplateSummaryOut = z.infer<typeof templateSummaryOut>;
export const templateListOut = z.array(templateSummaryOut);

export const templateOut = templateSummaryOut.extend({ sections: z.array(sectionOut) });
export type TemplateOut = z.infer<typeof templateOut>;

export const versionOut = z.object({
  id: z.number().int(),
  template: z.number().int(),
  number: z.number().int(),
  frozen_at: z.string().nullable(),
  created_at: z.string(),
  sections: z.array(sectionOut),
});
export type VersionOut = z.infer<typeof versionOut>;
export const versionListOut = z.array(versionOut.omit({ sections: true }));
export type VersionListOut = z.infer<typeof versionListOut>;
