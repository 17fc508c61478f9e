export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly code: string,
  ) {
    super(detail);
  }
}

export class NotFound extends HttpError {
  constructor(detail = 'Not found.') {
    super(404, detail, 'not_found');
  }
}

export class Forbidden extends HttpError {
  constructor(detail = 'You do not have permission to perform this action.', code = 'permission_denied') {
    super(403, detail, code);
  }
}

export class Unauthorized extends HttpError {
  constructor(detail = 'Authentication credentials were not provided.') {
    super(401, detail, 'not_authenticated');
  }
}

export class Conflict extends HttpError {
  constructor(
    detail: string,
    code = 'conflict',
    readonly extra: Record<string, unknown> = {},
  ) {
    super(409, detail, code);
  }
}

export class StaleVersion extends Conflict {
  constructor(current: unknown) {
    super('This record was changed by someone else. Reload it and apply your change again.', 'stale_version', {
      current,
    });
  }
}

/** 400 with the DRF shape: {"field": ["message"], "non_field_errors": [...]}. */
export class ValidationError extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super('Invalid input');
  }

  static field(name: string, message: string): ValidationError {
    return new ValidationError({ [name]: [message] });
  }
}
