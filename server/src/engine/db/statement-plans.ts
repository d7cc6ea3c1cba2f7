/**
 * Plans the database keeps for the statements this process runs again and again.
 *
 * Why: PGlite plans every parameterised statement anew (an unnamed statement of the extended
 * protocol), and for the engine's busy reads the planner is most of the cost: a cart's lines
 * took 1.7 ms planned each time and 0.4 ms as a prepared statement (issue 28). A statement seen
 * a second time is prepared (PREPARE, its parameters' types inferred exactly as for the unnamed
 * statement) and then run as EXECUTE with its values written as quoted literals: each is read by
 * its parameter type's input function, as the values of a Bind message are, so the answer is the
 * same. Values without such a text form here (objects, bytes) run the statement as before.
 */

/** Statements prepared at most: the engine runs a few dozen; texts built from values must not fill the session. */
const MOST_PLANS = 256;
/** A statement is prepared when it runs for this time: one-off statements (migrations, reports) never are. */
const PREPARE_ON_RUN = 2;

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
const arrayElement = (value: unknown): string | undefined => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  return undefined;
};

/**
 * A value as the text a Bind message would carry for it, quoted as an SQL literal; undefined when
 * it has none here (the statement then runs unprepared). Requires standard_conforming_strings.
 */
export function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return value.includes('\0') ? undefined : quoted(value);
  if (typeof value === 'number' || typeof value === 'bigint') return quoted(String(value));
  if (typeof value === 'boolean') return value ? "'t'" : "'f'";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : quoted(value.toISOString());
  if (Array.isArray(value)) {
    const elements = value.map(arrayElement);
    if (elements.some((element) => element === undefined || element.includes('\0'))) return undefined;
    return quoted(`{${elements.join(',')}}`);
  }
  return undefined;
}

/** A statement run as EXECUTE of its plan `name`, with literal values. */
export interface PlannedRun {
  name: string;
  sql: string;
}

/** The names of prepared statements, by text ('' while one is being prepared, or for good when it could not be), and how often each unprepared text ran. */
export class StatementPlans {
  private readonly names = new Map<string, string>();
  private readonly runs = new Map<string, number>();
  private count = 0;

  /** EXECUTE of `sql`'s plan with `params`, when it has one and every value has a literal form. */
  planned(sql: string, params: readonly unknown[] | undefined): PlannedRun | undefined {
    const name = this.names.get(sql);
    if (!name || !params?.length) return undefined;
    const literals = params.map(literalOf);
    if (literals.some((literal) => literal === undefined)) return undefined;
    return { name, sql: `EXECUTE ${name}(${literals.join(', ')})` };
  }

  /** The PREPARE to run before `sql` this time, when it has run often enough and there is room; undefined otherwise. */
  toPrepare(sql: string, params: readonly unknown[] | undefined): { name: string; sql: string } | undefined {
    // PREPARE runs as a script: a text with a second statement in it would run that one too.
    if (!params?.length || sql.includes(';') || this.names.has(sql) || this.count >= MOST_PLANS) return undefined;
    const runs = (this.runs.get(sql) ?? 0) + 1;
    if (runs < PREPARE_ON_RUN) {
      this.runs.set(sql, runs);
      return undefined;
    }
    this.runs.delete(sql);
    // Taken now: a second caller of the same text while this PREPARE runs goes on unprepared.
    this.names.set(sql, '');
    const name = `vitrin_plan_${++this.count}`;
    return { name, sql: `PREPARE ${name} AS ${sql}` };
  }

  /**
   * The name PostgreSQL keeps `sql`'s plan under, once the text has run often enough and there is
   * room; undefined before (it runs unnamed). The server prepares it on each connection the first
   * time it runs there under that name (node-postgres's named statements), with the same
   * parameter types as the unnamed statement, so the answer is the same.
   */
  nameFor(sql: string, params: readonly unknown[] | undefined): string | undefined {
    const known = this.names.get(sql);
    if (known !== undefined) return known || undefined;
    const plan = this.toPrepare(sql, params);
    if (!plan) return undefined;
    this.prepared(sql, plan.name);
    return plan.name;
  }

  /** The PREPARE ran: the statement runs as EXECUTE from now on. */
  prepared(sql: string, name: string): void {
    this.names.set(sql, name);
  }

  /** The PREPARE was refused (a statement that cannot be prepared): never tried again. */
  refused(sql: string): void {
    this.names.set(sql, '');
  }

  /** The PREPARE could not run this time (its transaction had failed): tried again on a later run. */
  postponed(sql: string): void {
    this.names.delete(sql);
  }
}
