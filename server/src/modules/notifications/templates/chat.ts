import type { Language } from '../../../../../contract/enums.ts';
import { noticeData } from '../notifications.schemas.ts';
import { bodyOf, catalogues, type MailNotice } from './index.ts';
import { contentBlocks } from './layout.ts';

/** The reply of the bot to a person who has just linked their chat. */
const LINKED: Record<Language, (company: string) => string> = {
  ru: (company) => `Готово: уведомления «${company}» о performance review будут приходить сюда.`,
  en: (company) => `Done: the performance review notifications of ${company} will come here.`,
};

export const chatLinkedText = (lang: Language, company: string): string => LINKED[lang](company);

/**
 * A notice as a chat message in plain text (no markup to escape): the mail's subject, its lines, facts and table,
 * and the absolute link to act on. `company` first names the company, for a channel shared by several.
 */
export function renderChat(
  notice: MailNotice,
  lang: Language,
  siteUrl: string,
  opts: { company?: boolean } = {},
): string {
  const catalogue = catalogues[lang];
  const data = noticeData.parse(notice.data);
  const body = bodyOf(catalogue, notice, data, siteUrl);
  const head = opts.company && data.company_name ? [`${data.company_name}: ${body.subject}`] : [body.subject];
  return [...head, ...contentBlocks(body, siteUrl + notice.link)].join('\n\n');
}
