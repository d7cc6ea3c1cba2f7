import { protocol } from '@electric-sql/pglite';

/**
 * What the embedded database answered, read straight off its protocol bytes (issue 28 item 4).
 *
 * Why: PGlite's own reading (its pg-protocol parser, then parseResults) copied every field's
 * bytes into a new ArrayBuffer, decoded each with a TextDecoder and built every row through
 * arrays and Object.fromEntries: ~10% of a cart request's CPU. Here each value is decoded once,
 * from the bytes where they lie, by the same type parsers (PGlite's, its arrays' included).
 * Only the messages the engine's statements can answer are read: rows and their description,
 * command tags, parameter types, errors; the rest (ready, parse/bind complete, notices) carry
 * nothing the engine uses.
 */

/** One statement's answer: its rows and its command tag's first word (SELECT, UPDATE, ROLLBACK, ...). */
export interface StatementAnswer {
  rows: Record<string, unknown>[];
  command?: string;
}

/** Everything a trip answered: each statement's answer, the parameter types a Describe asked for, the first error. */
export interface TripAnswers {
  results: StatementAnswer[];
  parameterTypes: number[];
  error?: InstanceType<typeof protocol.messages.DatabaseError>;
}

/** A value's text as PGlite reads it for its type (number, date, JSON, array ...); the text itself for a type it has no parser for. */
export type TypeParsers = Record<number | string, (text: string, typeId?: number) => unknown>;

const ROW_DESCRIPTION = 0x54; // T
const DATA_ROW = 0x44; // D
const COMMAND_COMPLETE = 0x43; // C
const PARAMETER_DESCRIPTION = 0x74; // t
const ERROR_RESPONSE = 0x45; // E

/** The columns of the rows that follow: their names, and each one's parser. */
interface Columns {
  names: string[];
  parsers: ((text: string, typeId?: number) => unknown)[];
  types: number[];
}

const asText = (text: string) => text;

/** A NUL-terminated string at `at`, and where the next field starts. */
function cstring(bytes: Buffer, at: number): [string, number] {
  const end = bytes.indexOf(0, at);
  return [bytes.toString('utf8', at, end), end + 1];
}

function rowDescription(bytes: Buffer, at: number, parsers: TypeParsers): Columns {
  const count = bytes.readInt16BE(at);
  const columns: Columns = { names: new Array<string>(count), parsers: new Array<Columns['parsers'][number]>(count), types: new Array<number>(count) };
  let offset = at + 2;
  for (let index = 0; index < count; index += 1) {
    const [name, next] = cstring(bytes, offset);
    // table oid (4), column number (2), then the type oid.
    const type = bytes.readInt32BE(next + 6);
    columns.names[index] = name;
    columns.types[index] = type;
    columns.parsers[index] = parsers[type] ?? asText;
    // type oid (4), type size (2), type modifier (4), format (2).
    offset = next + 18;
  }
  return columns;
}

function dataRow(bytes: Buffer, at: number, columns: Columns): Record<string, unknown> {
  const count = bytes.readInt16BE(at);
  const row: Record<string, unknown> = {};
  let offset = at + 2;
  for (let index = 0; index < count; index += 1) {
    const length = bytes.readInt32BE(offset);
    offset += 4;
    if (length < 0) {
      row[columns.names[index]] = null;
      continue;
    }
    row[columns.names[index]] = columns.parsers[index](bytes.toString('utf8', offset, offset + length), columns.types[index]);
    offset += length;
  }
  return row;
}

/** An ErrorResponse as pg-protocol makes it: PGlite's DatabaseError, with SQLSTATE and every field PostgreSQL sent. */
function databaseError(bytes: Buffer, at: number, length: number): InstanceType<typeof protocol.messages.DatabaseError> {
  const fields: Record<string, string> = {};
  let offset = at;
  while (bytes[offset] !== 0) {
    const code = String.fromCharCode(bytes[offset]);
    const [value, next] = cstring(bytes, offset + 1);
    fields[code] = value;
    offset = next;
  }
  const error = new protocol.messages.DatabaseError(fields.M, length, 'error');
  Object.assign(error, {
    severity: fields.S, code: fields.C, detail: fields.D, hint: fields.H, position: fields.P, internalPosition: fields.p, internalQuery: fields.q,
    where: fields.W, schema: fields.s, table: fields.t, column: fields.c, dataType: fields.d, constraint: fields.n, file: fields.F, line: fields.L, routine: fields.R,
  });
  return error;
}

/** Reads every backend message of one trip. */
export function readTrip(bytes: Buffer, parsers: TypeParsers): TripAnswers {
  const answers: TripAnswers = { results: [], parameterTypes: [] };
  let rows: Record<string, unknown>[] = [];
  let columns: Columns | undefined;
  let offset = 0;
  while (offset + 5 <= bytes.length) {
    const kind = bytes[offset];
    // The length counts itself (4 bytes), not the kind.
    const length = bytes.readInt32BE(offset + 1);
    const body = offset + 5;
    switch (kind) {
      case ROW_DESCRIPTION:
        columns = rowDescription(bytes, body, parsers);
        break;
      case DATA_ROW:
        if (columns) rows.push(dataRow(bytes, body, columns));
        break;
      case COMMAND_COMPLETE: {
        const [tag] = cstring(bytes, body);
        answers.results.push({ rows, command: tag.split(' ', 1)[0] });
        rows = [];
        columns = undefined;
        break;
      }
      case PARAMETER_DESCRIPTION: {
        const count = bytes.readInt16BE(body);
        for (let index = 0; index < count; index += 1) answers.parameterTypes.push(bytes.readInt32BE(body + 2 + index * 4));
        break;
      }
      case ERROR_RESPONSE:
        answers.error ??= databaseError(bytes, body, length);
        break;
      default:
        break;
    }
    offset += 1 + length;
  }
  if (!answers.results.length) answers.results.push({ rows: [] });
  return answers;
}
