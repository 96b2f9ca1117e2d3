/** Errors a route throws on purpose; the error handler turns them into the envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
    readonly messageObject?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

import { UNAUTHENTICATED } from '../../common/constantes';

export { UNAUTHENTICATED };

export class UnauthenticatedError extends AppError {
  constructor() {
    super(401, UNAUTHENTICATED);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'El registro no existe o no pertenece a tu empresa') {
    super(404, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'No tienes permiso para realizar esta acción') {
    super(403, message);
  }
}

/** Bad input: `errors` maps each field to its Spanish messages; nothing was changed. */
export class ValidationError extends AppError {
  constructor(message: string, errors: Record<string, string[]> = {}) {
    super(422, message, { errors });
  }

  static field(field: string, message: string): ValidationError {
    return new ValidationError(message, { [field]: [message] });
  }
}

export class ConflictError extends AppError {
  constructor(message: string, data: unknown = null) {
    super(409, message, data);
  }
}
