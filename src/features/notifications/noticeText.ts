import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { NotificationOut } from '../../api/types.ts';

type Notice = Pick<NotificationOut, 'kind' | 'data'>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

const TEXTS = 'app.notifications.texts';

/** Kinds whose sentence names the deadline when the notice has one. */
const WITH_DUE = new Set(['self_open', 'to_review', 'feedback_open', 'delegated']);

/** The key of a notice's sentence: some kinds read differently for the employee (SELF) and for the reviewer. */
function keyOf({ kind, data }: Notice): string {
  const own = data.stage === 'SELF' ? 'self' : 'review';
  switch (kind) {
    case 'returned':
      return `returned_${own}`;
    case 'reminder':
      return data.days_left ? `reminder_${own}` : `reminder_today_${own}`;
    case 'overdue':
    case 'nudge':
      return `${kind}_${own}`;
    case 'review360_request':
      return data.deadline ? 'review360_request_due' : 'review360_request';
    case 'review360_reminder':
      return data.days_left ? 'review360_reminder' : 'review360_reminder_today';
    default:
      return WITH_DUE.has(kind) && data.deadline ? `${kind}_due` : kind;
  }
}

/** The days a reminder counts: left before the deadline, or over it. */
function daysOf({ kind, data }: Notice): number {
  if (kind === 'review360_reminder') return data.days_left ?? 0;
  if (kind === 'goal_check_in') return data.days_since ?? 0;
  return (kind === 'reminder' ? data.days_left : data.days_over) ?? 0;
}

/**
 * A notice's sentence in the reader's language, written from its kind and the data copied when it was queued
 * (names, the period, the stage, the deadline as a date in the reader's locale).
 */
export function noticeText(notice: Notice, translate: Translate, formatDate: (value?: string | null) => string) {
  const { data } = notice;
  return translate(`${TEXTS}.${keyOf(notice)}`, {
    period: data.period_name ?? '',
    employee: data.employee_name ?? '',
    stage: data.stage ? translate(`app.stages.${data.stage}`) : '',
    deadline: formatDate(data.deadline),
    reason: data.reason ?? '',
    reviewer: data.reviewer_name ?? '',
    holder: data.holder_name ?? '',
    goal: data.goal_title ?? '',
    item: data.item_text ?? '',
    day: formatDate(data.day),
    days: translate(`${TEXTS}.days`, { smart_count: daysOf(notice) }),
    smart_count: data.total ?? 0,
  });
}

/** A day in the reader's language, without the year when it is this year's: «12 декабря», «December 12». */
export function noticeDate(value: string | null | undefined, locale: string, now = dayjs()): string {
  if (!value) return '';
  const date = dayjs(value);
  if (!date.isValid()) return value;
  const localized = date.locale(locale === 'en' ? 'en' : 'ru');
  if (date.year() !== now.year()) return localized.format('LL');
  return localized.format(locale === 'en' ? 'MMMM D' : 'D MMMM');
}

/** `noticeText` in the language shown now. */
export function useNoticeText(): (notice: Notice) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (notice: Notice) => noticeText(notice, translate, (value) => noticeDate(value, locale)),
    [translate, locale],
  );
}
