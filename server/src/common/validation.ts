import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { getMetadataStorage, validateSync, type MetadataStorage, type ValidatorOptions } from 'class-validator';
import type { FieldRefusal } from '../../../contracts/common/responses.js';

/** A class's validation rules, as class-validator's storage lists them. */
type Rules = ReturnType<MetadataStorage['getTargetValidationMetadatas']>;

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
 * Each refused field and the rule it broke, the most telling rule first (issue 32 item 13): a form
 * puts the refusal beside its field, in its page's language, instead of the headline in English.
 */
export function fieldRefusals(errors: ValidationError[], parent = ''): FieldRefusal[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const [rule] = Object.keys(error.constraints ?? {}).sort((a, b) => rank(a) - rank(b));
    return [...(rule ? [{ field, rule }] : []), ...fieldRefusals(error.children ?? [], field)];
  });
}

/**
 * The input without its null-valued properties, at every level. @IsOptional lets null through as
 * "not given", but services read "not given" as undefined (defaults, `??`): `{"tags":null}` reached
 * `null.includes` and answered 500 (found by the issue 17 fuzzing). No contract gives null a
 * meaning of its own, so it is made what validation already takes it for. Array items stay: a
 * null among the items is refused by the item rules.
 */
export function withoutNulls(input: unknown): unknown {
  if (Array.isArray(input)) return input.map((item: unknown) => (item !== null && typeof item === 'object' ? withoutNulls(item) : item));
  if (input === null || typeof input !== 'object') return input;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (value !== null) kept[key] = withoutNulls(value);
  return kept;
}

/**
 * class-validator finds a DTO's rules again on every validation, testing every class that has
 * rules for being a parent of it (an instanceof test each, a few hundred DTOs here): the one
 * biggest function in a profile of get-product's cached answer (issue 12 item 5). A class's rules are
 * fixed once it is defined (decorators run at definition, a parent's before its children's), so
 * the answer is kept per class and options. The storage is the one global instance every copy of
 * class-validator shares; its callers only read the returned list.
 */
export function memoiseRuleLookup(storage = getMetadataStorage()): void {
  const lookup = storage.getTargetValidationMetadatas.bind(storage);
  // Keyed by the class (class-validator types it as Function).
  const known = new Map<object, Map<string, Rules>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    // The pipe's one combination (no schema, no groups) without building a string per request.
    const options = schema || groups?.length ? `${schema}|${always}|${strictGroups}|${groups?.join(',') ?? ''}` : `${always ? 'a' : ''}${strictGroups ? 's' : ''}`;
    let byOptions = known.get(target);
    if (!byOptions) known.set(target, (byOptions = new Map<string, Rules>()));
    let rules = byOptions.get(options);
    if (!rules) byOptions.set(options, (rules = lookup(target, schema, always, strictGroups, groups)));
    return rules;
  };
}

/** The global pipe, reading null properties of bodies and queries as absent. */
class ShopValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    return super.transform(metadata.type === 'body' || metadata.type === 'query' ? withoutNulls(value) : value, metadata);
  }

  /**
   * Synchronous: no rule of ours waits for anything (test/architecture/validation-rules.spec.ts
   * refuses an async constraint), and the asynchronous run costs a promise per rule on every
   * request.
   */
  protected override validate(object: object, validatorOptions?: ValidatorOptions) {
    return validateSync(object, validatorOptions);
  }
}

// Once, for the one global storage, when this module loads: before any pipe validates.
memoiseRuleLookup();

/**
 * The one global pipe (STYLE 3): whitelist and forbid unknown fields, transform to DTO classes,
 * numbers must arrive as numbers.
 */
export function createValidationPipe(): ValidationPipe {
  return new ShopValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException({ message: validationMessages(errors), fields: fieldRefusals(errors) }),
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
