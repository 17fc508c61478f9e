import { useCallback } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

/**
 * The agreement-specific field messages of the API (agreements.service.ts, agreements.schemas.ts) as
 * translation keys; the common ones were already turned into keys by httpClient's serverMessageKey.
 */
const FIELD_MESSAGES: Record<string, string> = {
  'No such employee in this company.': 'app.agreements.errors.no_employee',
  'No such period in this company.': 'app.agreements.errors.no_period',
  'No such record.': 'app.agreements.errors.not_found',
};

export function agreementMessageKey(message: string): string {
  if (FIELD_MESSAGES[message]) return FIELD_MESSAGES[message];
  if (/^Ensure this field has no more than \d+ characters\.$/.test(message)) return 'app.agreements.errors.too_long';
  return message;
}

/** Form errors as save() returns them, with the agreement messages translated. */
export function translateFieldErrors(errors: FieldValues): FieldValues {
  const out: FieldValues = {};
  for (const [field, value] of Object.entries(errors)) {
    if (typeof value === 'string') out[field] = agreementMessageKey(value);
    else if (value && typeof value === 'object') out[field] = translateFieldErrors(value as FieldValues);
    else out[field] = value;
  }
  return out;
}

function codeOf(error: HttpError): string | undefined {
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  return typeof body.code === 'string' ? body.code : undefined;
}

function formsOf(error: HttpError): number {
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('forms' in body)) return 1;
  return typeof body.forms === 'number' ? body.forms : 1;
}

export function isStaleVersion(error: unknown): boolean {
  return error instanceof HttpError && error.status === 409 && codeOf(error) === 'stale_version';
}

export function hasFieldErrors(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 400) return false;
  const errors: unknown = error.body?.errors;
  return typeof errors === 'object' && errors !== null && Object.keys(errors).length > 0;
}

/** A failed write as a translated notification: the known refusals in words of their own, the rest with the server's detail. */
export function useNotifyAgreementError(): (error: unknown) => void {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof HttpError)) {
        notify('app.errors.network', { type: 'error' });
        return;
      }
      if (error.status === 409 && codeOf(error) === 'agreement_in_use') {
        notify('app.agreements.errors.in_use', {
          type: 'error',
          autoHideDuration: 10_000,
          messageArgs: { smart_count: formsOf(error) },
        });
      } else if (error.status === 409) {
        notify('app.agreements.errors.stale', { type: 'warning', autoHideDuration: 10_000 });
      } else if (error.status === 403) {
        notify('app.agreements.errors.forbidden', { type: 'error' });
      } else if (error.status === 404) {
        notify('app.agreements.errors.not_found', { type: 'error' });
      } else if (error.status === 400) {
        notify('ra.message.invalid_form', { type: 'error' });
      } else {
        notify('app.agreements.errors.failed', {
          type: 'error',
          messageArgs: { detail: translate(error.message, { _: error.message }) },
        });
      }
    },
    [notify, translate],
  );
}
