import type { CodedError, ErrorCode, ErrorParams } from '../../../contract/errors/index.ts';

/**
 * An answer other than 2xx with `{"detail", "code"}`. The code is stable; the detail is worded from the
 * catalogue in the caller's language when the answer is sent.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

export class NotFound extends HttpError {
  constructor(code: ErrorCode = 'not_found') {
    super(404, code);
  }
}

export class Forbidden extends HttpError {
  constructor(code: ErrorCode = 'permission_denied', params: ErrorParams = {}) {
    super(403, code, params);
  }
}

export class Unauthorized extends HttpError {
  constructor() {
    super(401, 'not_authenticated');
  }
}

export class Conflict extends HttpError {
  constructor(code: ErrorCode, params: ErrorParams = {}, extra: Record<string, unknown> = {}) {
    super(409, code, params, extra);
  }
}

export class StaleVersion extends Conflict {
  constructor(current: unknown) {
    super('stale_version', {}, { current });
  }
}

/** 503 with Retry-After: the database or another service the answer needs is out of reach for now. */
export class Unavailable extends HttpError {
  constructor(
    code: ErrorCode = 'db_unavailable',
    readonly retryAfterSeconds = 5,
  ) {
    super(503, code);
  }
}

/** 429 with Retry-After: the caller has used up a per-user allowance for now. */
export class TooManyRequests extends HttpError {
  constructor(
    code: ErrorCode,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, { seconds: retryAfterSeconds });
  }
}

/** 400 with the DRF shape `{"field": ["message"]}` and the codes beside it; see error-handler.ts. */
export class ValidationError extends Error {
  constructor(readonly fields: Record<string, CodedError[]>) {
    super('invalid_input');
  }

  static field(name: string, code: ErrorCode, params?: ErrorParams): ValidationError {
    return new ValidationError({ [name]: [params ? { code, params } : { code }] });
  }
}
