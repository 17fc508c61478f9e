import { useCallback } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDate } from '../../contract/dates.ts';
import { formatError, isErrorCode, type CodedError, type ErrorParams, type Lang } from '../../contract/errors/index.ts';
import { activeLocale } from '../i18n/locale.ts';
import {
  ApiError,
  failureOf,
  NETWORK_MESSAGE,
  NON_FIELD,
  withRequestId,
  type Failure,
  type FormErrors,
} from './failure.ts';

export {
  codeOf,
  failureOf,
  hasFieldErrors,
  isOutage,
  retryAfterOf,
  staleCurrentOf,
  statusOf,
  type Failure,
} from './failure.ts';

/**
 * What the interface shows for any failure. The server words its errors too (in the language the request
 * asked for), but the web words them itself, from their codes, with the catalogue both sides share
 * (contract/errors), in the language shown now: it never reads the server's sentences, but as the last
 * resort for a code this build does not know yet.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Parameters the catalogue can word: a list of coded errors keeps only the codes it knows, a date (`YYYY-MM-DD`) reads
 * in the language shown.
 */
function knownParams(params: ErrorParams, lang: Lang): ErrorParams {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? value.filter((item: CodedError) => isErrorCode(item.code))
        : typeof value === 'string' && ISO_DATE.test(value)
          ? formatDate(value, lang)
          : value,
    ]),
  );
}

/** A coded error in a language; null for a code the catalogue does not know. */
export function wordCode(code: string, params: ErrorParams, lang: Lang): string | null {
  return isErrorCode(code) ? formatError({ code, params: knownParams(params, lang) }, lang) : null;
}

function wordField(failure: Failure, field: string, lang: Lang): string {
  const server = Object.hasOwn(failure.messages, field) ? failure.messages[field] : [];
  const words = failure.fields[field].map(
    (error, index) => wordCode(error.code, error.params, lang) ?? server.at(index) ?? error.code,
  );
  return words.join(' ');
}

/** A 400's messages by field, and the message about the request as a whole (null when there is none). */
export function fieldMessagesOf(
  failure: Failure,
  lang: Lang,
): { fields: Record<string, string>; root: string | null } | null {
  if (failure.status !== 400) return null;
  const fields: Record<string, string> = {};
  for (const field of Object.keys(failure.fields)) {
    if (field !== NON_FIELD) fields[field] = wordField(failure, field, lang);
  }
  const root = Object.hasOwn(failure.fields, NON_FIELD) ? wordField(failure, NON_FIELD, lang) : null;
  return { fields, root };
}

function formErrorsOf(failure: Failure, lang: Lang): FormErrors | undefined {
  const messages = fieldMessagesOf(failure, lang);
  if (!messages) return undefined;
  return messages.root ? { ...messages.fields, root: { serverError: messages.root } } : messages.fields;
}

/**
 * One sentence for a failure: the detail by its code, a 400's first message, or (no answer) the
 * translation key of the network message.
 */
export function messageOf(failure: Failure, lang: Lang): string {
  if (failure.status === 0) return NETWORK_MESSAGE;
  const fields = fieldMessagesOf(failure, lang);
  let text: string | null;
  if (fields) text = fields.root ?? Object.values(fields.fields).at(0) ?? null;
  else text = failure.code ? wordCode(failure.code, failure.params, lang) : null;
  text ??= failure.detail ?? wordCode(failure.status >= 500 ? 'server_error' : 'invalid', {}, lang) ?? '';
  return withRequestId(failure, text);
}

/** The same failure with its message and form errors worded by code, for react-admin's own screens. */
export function worded(error: unknown, lang: Lang = activeLocale()): unknown {
  const failure = failureOf(error);
  return failure ? new ApiError(failure, messageOf(failure, lang), formErrorsOf(failure, lang)) : error;
}

export function useErrorLang(): Lang {
  const [locale] = useLocaleState();
  return locale === 'en' ? 'en' : 'ru';
}

/** A failure as the interface shows it, in the language shown now. */
export function useErrorText(): (error: unknown) => string {
  const lang = useErrorLang();
  const translate = useTranslate();
  return useCallback(
    (error: unknown) => {
      const failure = failureOf(error);
      if (!failure) return translate('ra.notification.http_error');
      const text = messageOf(failure, lang);
      return text === NETWORK_MESSAGE ? translate(text) : text;
    },
    [lang, translate],
  );
}

/** A 400's messages by field in the language shown now; null for any other failure. */
export function useFieldMessages(): (error: unknown) => ReturnType<typeof fieldMessagesOf> {
  const lang = useErrorLang();
  return useCallback(
    (error: unknown) => {
      const failure = failureOf(error);
      return failure ? fieldMessagesOf(failure, lang) : null;
    },
    [lang],
  );
}

/** A coded error of the catalogue (e.g. what a stage move still needs) in the language shown now. */
export function useCodedText(): (coded: { code: string; params?: ErrorParams }) => string {
  const lang = useErrorLang();
  return useCallback(
    (coded: { code: string; params?: ErrorParams }) => wordCode(coded.code, coded.params ?? {}, lang) ?? coded.code,
    [lang],
  );
}

/** A failed action as an error notification, in the language shown now. */
export function useNotifyFailure(): (error: unknown) => void {
  const notify = useNotify();
  const errorText = useErrorText();
  return useCallback((error: unknown) => notify(errorText(error), { type: 'error' }), [notify, errorText]);
}
