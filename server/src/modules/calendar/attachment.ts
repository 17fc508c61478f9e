import type { Language, NotificationKind } from '../../../../contract/enums.ts';
import type { MailAttachment } from '../notifications/mailer.ts';
import { noticeData } from '../notifications/notifications.schemas.ts';
import { deadlineCalendar, noticeDeadline } from './events.ts';

export type DeadlineNotice = { kind: NotificationKind; data: unknown; link: string; form_id: number | null };

/**
 * The ready .ics of a notice about a deadline (a stage opened to its recipient, a reminder): one all-day event with
 * the same UID as the person's feed gives it, so adding both keeps one event. Null for every other notice.
 */
export function deadlineAttachment(notice: DeadlineNotice, lang: Language, siteUrl: string): MailAttachment | null {
  const parsed = noticeData.safeParse(notice.data);
  if (notice.form_id === null || !parsed.success) return null;
  const { stage, deadline, period_name, employee_name, company_name } = parsed.data;
  const which = stage ? noticeDeadline(notice.kind, stage) : null;
  if (!which || !deadline) return null;
  const ics = deadlineCalendar(
    {
      ...which,
      formId: notice.form_id,
      day: deadline,
      period: period_name ?? '',
      employee: employee_name ?? '',
      company: company_name ?? '',
      url: siteUrl + notice.link,
    },
    lang,
  );
  return { filename: 'deadline.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}
