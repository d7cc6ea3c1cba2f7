import { protocol, type PGlite } from '@electric-sql/pglite';
import { readTrip, type StatementAnswer, type TripAnswers } from './pglite-answers.js';

/**
 * Statements handed to PGlite as protocol messages, in as few trips through the database as the
 * protocol allows (issue 28 item 4). PGlite's exec() follows its Query with a Sync message, a
 * second trip the simple protocol does not need, and its query() makes six trips (Parse,
 * Describe, Bind, Describe, Execute, Sync) where the extended protocol needs two: the
 * statement's parameter types, then the rows. Each trip costs ~30-40 µs of CPU whatever it
 * carries, a fifth of a kept plan's EXECUTE. Neither syncs the file system after a statement:
 * on Node's file system that has nothing to do (writes reach the files as they are made).
 *
 * The caller holds PGlite's transaction lock (PgliteDatabase): PGlite keeps one message's state
 * for the instance, so each statement takes its query lock as PGlite's own calls do.
 */
export class PgliteRounds {
  constructor(private readonly pg: PGlite) {}

  /** A text of one or more statements without parameters (Query): the rows of the last one. */
  async simple<T>(sql: string): Promise<T[]> {
    return (await this.lastResult(sql)).rows as T[];
  }

  /** A text of one or more statements without parameters (Query): the last one's result, with its command tag. */
  async lastResult(sql: string): Promise<StatementAnswer> {
    const { results } = await this.pg._runExclusiveQuery(() => this.trip(protocol.serialize.query(sql)));
    return results[results.length - 1];
  }

  /**
   * One statement with parameters ($1, $2, ...): its parameters' types are asked first, so each
   * value is written as PGlite's query() writes it (its serializer for that type, else its text).
   */
  extended<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
    // Both trips in one turn of the lock: a Query between them would drop the unnamed statement.
    return this.pg._runExclusiveQuery(() => this.parseAndRun<T>(sql, params));
  }

  private async parseAndRun<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
    const { parameterTypes: types } = await this.trip(Buffer.concat([protocol.serialize.parse({ text: sql }), protocol.serialize.describe({ type: 'S' }), protocol.serialize.sync()]));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serialize = this.pg.serializers[types[index]];
      return serialize ? serialize(value) : (value as { toString(): string }).toString();
    });
    const answered = await this.trip(Buffer.concat([
      protocol.serialize.bind({ values }), protocol.serialize.describe({ type: 'P' }), protocol.serialize.execute({}), protocol.serialize.sync()]));
    return answered.results[0].rows as T[];
  }

  /**
   * One trip, under the query lock: the messages' answers, or the first error among them thrown
   * (once the database has answered them all). The answer's bytes are read by pglite-answers.ts;
   * PGlite hands them over in pieces of its wasm memory, copied before the next one overwrites them.
   */
  private async trip(message: Uint8Array): Promise<TripAnswers> {
    const pieces: Buffer[] = [];
    await this.pg.execProtocolRawStream(message, { syncToFs: false, onRawData: (bytes) => { pieces.push(Buffer.from(bytes)); } });
    const answers = readTrip(pieces.length === 1 ? pieces[0] : Buffer.concat(pieces), this.pg.parsers);
    if (answers.error) throw answers.error;
    return answers;
  }
}
