import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** Largest id a PostgreSQL integer column holds: a bigger one is bad input, not a database error. */
export const MAX_ID = 2_147_483_647;

/** Route parameter `:id`, a positive integer id (400 otherwise). */
export class IdParam {
  @Type(() => Number) @IsInt() @Min(1) @Max(MAX_ID)
  id: number;
}
