import type { ApiAnswer } from '../../../../server/src/http/api.ts';
import type { TemplateSection } from '../../../../contract/templates.ts';
import { call } from '../../../httpClient.ts';

export type TemplateSummary = ApiAnswer<'templates.list'>[number];
export type Template = ApiAnswer<'templates.get'>;

/** The company's templates: the list's key, also read by a period's template choices. */
export const templatesKey = (companyId: number) => ['templates', companyId] as const;

export const templatesQuery = (companyId: number) => ({
  queryKey: templatesKey(companyId),
  queryFn: () => templateCalls(companyId).list(),
});

/** The builder's calls, by route name (contract/routes.ts). */
export function templateCalls(companyId: number) {
  return {
    list: () => call('templates.list', { params: { companyId } }),
    get: (id: number) => call('templates.get', { params: { companyId, id } }),
    create: (name: { ru: string; en: string }) =>
      call('templates.create', { params: { companyId }, body: { name, sections: [] } }),
    duplicate: (id: number) => call('templates.duplicate', { params: { companyId, id }, body: {} }),
    /** Its name in both languages, at the version read (no new version of the form: the name is the template's). */
    rename: (id: number, name: { ru: string; en: string }, version: number) =>
      call('templates.rename', { params: { companyId, id }, body: { name, version } }),
    /** At the template's version as read: a change in between is a 409 `stale_version`. */
    save: (id: number, sections: TemplateSection[], version: number) =>
      call('templates.saveSections', { params: { companyId, id }, body: { sections, version } }),
  };
}
