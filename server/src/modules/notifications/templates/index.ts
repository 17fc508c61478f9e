import { z } from 'zod';
import { NOTIFICATION_KINDS, type Language, type NotificationKind } from '../../../../../contract/enums.ts';
import { noticeData, type NoticeData } from '../notifications.schemas.ts';
import { formatDay, formatDeadlineEnd } from './common.ts';
import { en } from './en.ts';
import { layOut, type Rendered } from './layout.ts';
import { ru } from './ru.ts';
import type { Body, Catalogue, Fields } from './types.ts';

export type { Rendered } from './layout.ts';

export const catalogues: Record<Language, Catalogue> = { ru, en };

/** A digest's data: the notices it gathers, each as it was written, with its page. */
export const digestData = noticeData.extend({
  items: z.array(z.object({ kind: z.enum(NOTIFICATION_KINDS), data: noticeData, link: z.string() })),
});

function fieldsOf(c: Catalogue, d: NoticeData, zone?: string): Fields {
  return {
    company: d.company_name ?? '',
    employee: d.employee_name ?? '',
    period: d.period_name ?? '',
    stage: d.stage ?? null,
    stageName: d.stage ? c.stages[d.stage] : '',
    deadline: d.deadline ? formatDay(c.locale, d.deadline) : null,
    deadlineEnd: d.deadline && zone ? formatDeadlineEnd(c.locale, d.deadline, zone) : null,
    reason: d.reason?.trim() || null,
    reviewer: d.reviewer_name ?? '',
    holder: d.holder_name ?? '',
    daysLeft: d.days_left ?? 0,
    daysOver: d.days_over ?? 0,
    day: d.day ? formatDay(c.locale, d.day) : '',
    total: d.total ?? 0,
    goal: d.goal_title ?? '',
    daysSince: d.days_since ?? 0,
    item: d.item_text ?? '',
  };
}

export type MailNotice = { kind: NotificationKind; data: unknown; link: string };
/** `timeZone`: the reader's (their own, else their company's); the deadline's last minute is written in it. */
export type MailRecipient = { name: string; lang: Language; timeZone?: string };

export function bodyOf(c: Catalogue, notice: MailNotice, d: NoticeData, siteUrl: string, zone?: string): Body {
  if (notice.kind === 'digest') {
    const { items } = digestData.parse(notice.data);
    const listed = items.map((item) => ({
      text: bodyOf(c, { ...item, kind: item.kind === 'digest' ? 'hr_digest' : item.kind }, item.data, siteUrl, zone)
        .subject,
      url: siteUrl + item.link,
    }));
    return { ...c.digest(fieldsOf(c, { ...d, total: d.total ?? items.length }, zone)), items: listed };
  }
  if (notice.kind === 'hr_digest') {
    const rows = (d.departments ?? []).map((dep) => [dep.name, ...[dep.self, dep.manager, dep.feedback].map(String)]);
    const head = [c.hrTable.department, c.stages.SELF, c.stages.MANAGER, c.stages.FEEDBACK];
    return { ...c.hrDigest(fieldsOf(c, d, zone)), table: { caption: c.hrTable.caption, head, rows } };
  }
  return c.kinds[notice.kind](fieldsOf(c, d, zone));
}

/**
 * The mail of a notice in the recipient's language: subject, plain text and HTML, with the company, the
 * recipient's name, the deadline as their locale writes it (its last minute in their zone) and an absolute link to the page to act on.
 * `siteUrl` is the site's address without a trailing slash. A notice whose data does not parse throws.
 */
export function renderMail(notice: MailNotice, to: MailRecipient, siteUrl: string): Rendered {
  const catalogue = catalogues[to.lang];
  const data = noticeData.parse(notice.data);
  const body = bodyOf(catalogue, notice, data, siteUrl, to.timeZone);
  return layOut(body, { catalogue, company: data.company_name ?? '', name: to.name, url: siteUrl + notice.link });
}
