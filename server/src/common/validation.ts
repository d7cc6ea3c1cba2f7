import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

// A wrong type says more than a range: "must be an integer" before "must not be greater than".
const FIRST = ['whitelistValidation', 'isDefined', 'isArray', 'isObject', 'isInt', 'isNumber', 'isString', 'isBoolean', 'isIn', 'isEnum'];
const rank = (constraint: string) => (FIRST.includes(constraint) ? FIRST.indexOf(constraint) : FIRST.length);

/** Every problem of a validation run, the most telling first within each field. */
export function validationMessages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const own = Object.entries(error.constraints ?? {})
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([, message]) => (parent ? `${parent}.${message}` : message));
    return [...own, ...validationMessages(error.children ?? [], parent ? `${parent}.${error.property}` : error.property)];
  });
}

/**
 * The one global pipe (STYLE 3): whitelist and forbid unknown fields, transform to DTO classes,
 * numbers must arrive as numbers.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException(validationMessages(errors)),
  });
}

const pipe = createValidationPipe();

/**
 * `plain` checked and turned into `dto` exactly as the global pipe does for a request body or
 * query: for the server's own in-process calls (preloaded answers, page heads), so they refuse the
 * same input with the same words as the API.
 */
export async function validated<T extends object>(dto: new () => T, plain: unknown, type: 'body' | 'query' = 'body'): Promise<T> {
  return (await pipe.transform(plain, { type, metatype: dto })) as T;
}
