import { createEvent, createEvents, type DateArray, type EventAttributes } from 'ics';
import type { Language, NotificationKind, Stage } from '../../../../contract/enums.ts';
import type { Part } from '../forms/context.ts';

/** The deadlines of a form a person may have in their calendar: one per stage that has one. */
export type DeadlineKind = 'self' | 'manager' | 'feedback';
/** Whose deadline it is: the form's employee (self-assessment, answer to the feedback) or its reviewer. */
export type DeadlineRole = Part;

/** What an all-day deadline event says: the form, the day (`YYYY-MM-DD`, a calendar date) and the names. */
export type Deadline = {
  formId: number;
  kind: DeadlineKind;
  role: DeadlineRole;
  day: string;
  period: string;
  employee: string;
  company: string;
  /** The form's page, absolute. */
  url: string;
};

const PRODUCT_ID = 'perf-review/calendar';

/**
 * The event's UID: one per form and deadline, the same in the feed and in a notice's .ics, so that a calendar app
 * updates the event (a moved deadline) rather than adds it twice.
 */
export const deadlineUid = (formId: number, kind: DeadlineKind): string =>
  `review-form-${String(formId)}-${kind}-deadline@perf-review`;

/** The deadline of the stage a form is in. */
export const deadlineKindOf = (stage: Stage): DeadlineKind | null =>
  stage === 'SELF' ? 'self' : stage === 'MANAGER' ? 'manager' : stage === 'FEEDBACK' ? 'feedback' : null;

type Titles = {
  calendar: string;
  events: Record<DeadlineKind, Partial<Record<DeadlineRole, (d: Deadline) => string>>>;
};

const TITLES: Record<Language, Titles> = {
  ru: {
    calendar: 'Оценка: сроки и встречи 1:1',
    events: {
      self: { employee: (d) => `Срок самооценки — ${d.period}` },
      manager: { reviewer: (d) => `Срок оценки сотрудника: ${d.employee} — ${d.period}` },
      feedback: {
        employee: (d) => `Срок ответа на обратную связь — ${d.period}`,
        reviewer: (d) => `Срок обратной связи: ${d.employee} — ${d.period}`,
      },
    },
  },
  en: {
    calendar: 'Reviews: deadlines and 1:1s',
    events: {
      self: { employee: (d) => `Self-assessment due — ${d.period}` },
      manager: { reviewer: (d) => `Assessment of ${d.employee} due — ${d.period}` },
      feedback: {
        employee: (d) => `Answer to the feedback due — ${d.period}`,
        reviewer: (d) => `Feedback to ${d.employee} due — ${d.period}`,
      },
    },
  },
};

const dateArray = (day: string, plusDays = 0): DateArray => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + plusDays);
  return [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate()];
};

/** A deadline as an all-day event in the reader's language (no time, no zone: a deadline is a date). */
export function deadlineEvent(d: Deadline, lang: Language): EventAttributes {
  const titles = TITLES[lang].events[d.kind];
  const title = titles[d.role] ?? titles.employee ?? titles.reviewer;
  return {
    uid: deadlineUid(d.formId, d.kind),
    start: dateArray(d.day),
    end: dateArray(d.day, 1),
    title: title ? title(d) : d.period,
    description: d.company,
    url: d.url,
    transp: 'TRANSPARENT',
    status: 'CONFIRMED',
  };
}

function written(result: { error?: Error | null; value?: string | null }): string {
  if (result.error || !result.value) throw result.error ?? new Error('The calendar could not be written');
  return result.value;
}

/** A person's feed: their deadlines and meetings, named in their language. */
export function feedCalendar(events: EventAttributes[], lang: Language): string {
  if (!events.length) {
    // ics writes nothing for an empty list; an empty calendar is still a calendar (a feed just emptied).
    return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nCALSCALE:GREGORIAN\r\nPRODID:${PRODUCT_ID}\r\nMETHOD:PUBLISH\r\nX-WR-CALNAME:${TITLES[lang].calendar}\r\nEND:VCALENDAR\r\n`;
  }
  return written(createEvents(events, { productId: PRODUCT_ID, calName: TITLES[lang].calendar }));
}

/** One deadline as a file of its own (a notice's attachment). */
export function deadlineCalendar(d: Deadline, lang: Language): string {
  return written(createEvent({ ...deadlineEvent(d, lang), productId: PRODUCT_ID, method: 'PUBLISH' }));
}

/**
 * The deadline a notice's mail is about, for the kinds that ask its recipient to act by a date: a stage opened to
 * them, or a reminder before the deadline (sent to whoever holds the form: the reviewer in FEEDBACK). Past
 * deadlines (overdue, escalation) get none.
 */
export function noticeDeadline(
  kind: NotificationKind,
  stage: Stage,
): { kind: DeadlineKind; role: DeadlineRole } | null {
  const deadline = deadlineKindOf(stage);
  if (!deadline) return null;
  if (kind === 'self_open' || kind === 'to_review' || kind === 'feedback_open' || kind === 'reminder') {
    const role: DeadlineRole = stage === 'SELF' || kind === 'feedback_open' ? 'employee' : 'reviewer';
    return { kind: deadline, role };
  }
  return null;
}
