import { aiErrors } from './ai.ts';
import { analyticsErrors } from './analytics.ts';
import { apiTokenErrors } from './api-tokens.ts';
import { authErrors } from './auth.ts';
import { calibrationErrors } from './calibration.ts';
import { chatErrors } from './chat.ts';
import { commonErrors } from './common.ts';
import { exportErrors } from './exports.ts';
import { formErrors } from './forms.ts';
import { formTemplateErrors } from './form-templates.ts';
import { goalErrors } from './goals.ts';
import { paramLabels } from './labels.ts';
import { notificationErrors } from './notifications.ts';
import { oneOnOneErrors } from './oneonones.ts';
import { personalDataErrors } from './personal-data.ts';
import { recognitionErrors } from './recognition.ts';
import { review360Errors } from './review360.ts';
import { scaleErrors } from './scales.ts';
import { settingsErrors } from './settings.ts';
import { structureErrors } from './structure.ts';
import { templateErrors } from './templates.ts';
import type { Lang, Texts } from './types.ts';
import { webhookErrors } from './webhooks.ts';

export { LANGS, type Lang, type Texts } from './types.ts';

/**
 * Every error the API can give, by stable code, in every language. The server words its answers from it
 * (in the caller's Accept-Language) and the web translates codes from it; nobody matches sentences.
 */
export const errorCatalogue = {
  ...commonErrors,
  ...formErrors,
  ...formTemplateErrors,
  ...settingsErrors,
  ...structureErrors,
  ...authErrors,
  ...aiErrors,
  ...analyticsErrors,
  ...notificationErrors,
  ...exportErrors,
  ...calibrationErrors,
  ...review360Errors,
  ...goalErrors,
  ...oneOnOneErrors,
  ...recognitionErrors,
  ...templateErrors,
  ...scaleErrors,
  ...apiTokenErrors,
  ...personalDataErrors,
  ...webhookErrors,
  ...chatErrors,
} satisfies Record<string, Texts>;

export type ErrorCode = keyof typeof errorCatalogue;

/** A parameter: a value shown as is, a name of a thing (see labels.ts), or a list of other coded errors. */
export type ErrorParam = string | number | readonly CodedError[];
export type ErrorParams = Record<string, ErrorParam>;
export type CodedError = { code: ErrorCode; params?: ErrorParams };

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** Polyglot's plural forms: ru one / few / many, en one / other. */
export function pluralForm(lang: Lang, n: number): number {
  if (lang === 'en') return n === 1 ? 0 : 1;
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 0;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 10 || mod100 >= 20)) return 1;
  return 2;
}

function paramText(value: ErrorParam, lang: Lang): string {
  // A decimal with the language's mark, as the field it names is typed: «0,5» in Russian.
  if (typeof value === 'number') return lang === 'ru' ? String(value).replace('.', ',') : String(value);
  if (typeof value === 'string') return paramLabels[lang][value] ?? value;
  return value.map((item) => formatError(item, lang)).join('; ');
}

/** The message of a coded error in a language, with its parameters and plural forms filled in. */
export function formatError({ code, params = {} }: CodedError, lang: Lang): string {
  let text: string = errorCatalogue[code][lang];
  if (text.includes('||||')) {
    const forms = text.split('||||').map((s) => s.trim());
    const count = typeof params.smart_count === 'number' ? params.smart_count : 1;
    text = forms[Math.min(pluralForm(lang, count), forms.length - 1)] ?? text;
  }
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => {
    return Object.hasOwn(params, name) ? paramText(params[name], lang) : whole;
  });
}
