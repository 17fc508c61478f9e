import { useCallback } from 'react';
import { HttpError, useLocaleState, useNotify, useTranslate } from 'react-admin';
import {
  formatError,
  isErrorCode,
  type CodedError,
  type ErrorCode,
  type ErrorParam,
  type ErrorParams,
  type Lang,
} from '../../contract/errors/index.ts';

/**
 * Every failure of a call to the API, in one shape. The server words its errors in the caller's language
 * and also sends their codes: the web words them itself from the codes, in the language shown now, with
 * the catalogue both sides share (contract/errors). It never reads the server's sentences.
 */
export interface Failure {
  /** 0 when no answer came at all (no network, the server down). */
  status: number;
  /** The code of a `{"detail", "code", "params"}` answer. */
  code: ErrorCode | null;
  params: ErrorParams;
  /** A 400's errors by field (`non_field_errors`: the request as a whole). */
  fields: Record<string, CodedError[]>;
  /** Seconds a 503 asks to wait before trying again. */
  retryAfter: number | null;
  requestId: string | null;
  /** The server's own wording, used only for a code this web app does not know yet. */
  detail: string | null;
  /** The rest of the answer: `current` of a stale write, `missing` of a refused stage move... */
  body: Record<string, unknown>;
}

/** Statuses that mean the server (or its database) cannot be reached now, not that the request is wrong. */
const OUTAGE_STATUSES = new Set([0, 502, 503, 504]);
export const NON_FIELD = 'non_field_errors';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isParam(value: unknown): value is ErrorParam {
  return typeof value === 'string' || typeof value === 'number' || (Array.isArray(value) && value.every(isCoded));
}

function paramsOf(value: unknown): ErrorParams {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, ErrorParam] => isParam(entry[1])));
}

function isCoded(value: unknown): value is CodedError {
  return isRecord(value) && isErrorCode(value.code) && (value.params === undefined || isRecord(value.params));
}

function codedOf(value: unknown): CodedError | null {
  if (!isRecord(value) || !isErrorCode(value.code)) return null;
  return { code: value.code, params: paramsOf(value.params) };
}

function fieldsOf(codes: unknown): Record<string, CodedError[]> {
  if (!isRecord(codes)) return {};
  const fields: Record<string, CodedError[]> = {};
  for (const [field, list] of Object.entries(codes)) {
    const coded = Array.isArray(list) ? list.map(codedOf).filter((item) => item !== null) : [];
    if (coded.length) fields[field] = coded;
  }
  return fields;
}

/** A failure from an answer's status, body and Retry-After header. */
export function failureFrom(status: number, body: unknown, retryAfter: string | null = null): Failure {
  const answer = isRecord(body) ? body : {};
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  return {
    status,
    code: isErrorCode(answer.code) ? answer.code : null,
    params: paramsOf(answer.params),
    fields: status === 400 ? fieldsOf(answer.codes) : {},
    retryAfter: Number.isFinite(seconds) && seconds >= 0 ? seconds : null,
    requestId: typeof answer.request_id === 'string' ? answer.request_id : null,
    detail: typeof answer.detail === 'string' ? answer.detail : null,
    body: answer,
  };
}

export const NETWORK_FAILURE: Failure = failureFrom(0, null);
/** What the interface says when no answer came: a translation key, not a catalogue code. */
export const NETWORK_MESSAGE = 'app.errors.network';

/**
 * A failed call. It stays a react-admin HttpError (status, and `body.errors` a form shows on its fields,
 * worded when the call failed), and carries the failure by code for everything else.
 */
export class ApiError extends HttpError {
  readonly failure: Failure;

  constructor(failure: Failure, lang: Lang) {
    super(messageOf(failure, lang), failure.status, { ...failure.body, errors: formErrorsOf(failure, lang) });
    // HttpError pins its own prototype, which would hide this class from `instanceof`.
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
    this.failure = failure;
  }
}

export function failureOf(error: unknown): Failure | null {
  return error instanceof ApiError ? error.failure : null;
}

export function isOutage(error: unknown): boolean {
  const failure = failureOf(error);
  return failure !== null && OUTAGE_STATUSES.has(failure.status);
}

export function retryAfterOf(error: unknown): number | null {
  return failureOf(error)?.retryAfter ?? null;
}

export function statusOf(error: unknown): number | null {
  return failureOf(error)?.status ?? null;
}

export function codeOf(error: unknown): ErrorCode | null {
  return failureOf(error)?.code ?? null;
}

/** A 400 naming fields: a form shows these on its inputs (react-admin does so from `body.errors`). */
export function hasFieldErrors(error: unknown): boolean {
  const failure = failureOf(error);
  return failure?.status === 400 && Object.keys(failure.fields).some((field) => field !== NON_FIELD);
}

/** The record as the server has it now, from a 409 `stale_version`. */
export function staleCurrentOf(error: unknown): Record<string, unknown> | null {
  const failure = failureOf(error);
  if (failure?.status !== 409 || failure.code !== 'stale_version') return null;
  return isRecord(failure.body.current) ? failure.body.current : null;
}

function joined(errors: readonly CodedError[], lang: Lang): string {
  return errors.map((error) => formatError(error, lang)).join(' ');
}

/** A 400's messages by field, and the message about the request as a whole (null when there is none). */
export function fieldMessagesOf(
  failure: Failure,
  lang: Lang,
): { fields: Record<string, string>; root: string | null } | null {
  if (failure.status !== 400) return null;
  const fields: Record<string, string> = {};
  for (const [field, errors] of Object.entries(failure.fields)) {
    if (field !== NON_FIELD) fields[field] = joined(errors, lang);
  }
  const root = Object.hasOwn(failure.fields, NON_FIELD) ? joined(failure.fields[NON_FIELD], lang) : null;
  return { fields, root };
}

/** The errors a react-admin form shows: a message per field, `root.serverError` for the rest. */
function formErrorsOf(failure: Failure, lang: Lang): Record<string, string | { serverError: string }> | undefined {
  const messages = fieldMessagesOf(failure, lang);
  if (!messages) return undefined;
  return messages.root ? { ...messages.fields, root: { serverError: messages.root } } : messages.fields;
}

/**
 * One sentence for a failure: the detail by its code, a 400's first message, or (no answer) the
 * translation key of the network message. 5xx carry the request id support looks the log up by.
 */
export function messageOf(failure: Failure, lang: Lang): string {
  if (failure.status === 0) return NETWORK_MESSAGE;
  const fields = fieldMessagesOf(failure, lang);
  let text: string;
  if (fields) {
    text = fields.root ?? Object.values(fields.fields).at(0) ?? formatError({ code: 'invalid' }, lang);
  } else if (failure.code) text = formatError({ code: failure.code, params: failure.params }, lang);
  else text = failure.detail ?? formatError({ code: failure.status >= 500 ? 'server_error' : 'invalid' }, lang);
  return failure.status >= 500 && failure.requestId ? `${text} (${failure.requestId})` : text;
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
export function useCodedText(): (coded: CodedError) => string {
  const lang = useErrorLang();
  return useCallback((coded: CodedError) => formatError(coded, lang), [lang]);
}

/** A failed action as an error notification, in the language shown now. */
export function useNotifyFailure(): (error: unknown) => void {
  const notify = useNotify();
  const errorText = useErrorText();
  return useCallback((error: unknown) => notify(errorText(error), { type: 'error' }), [notify, errorText]);
}
