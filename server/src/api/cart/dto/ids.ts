/** Largest id a cart route takes: a PostgreSQL integer. */
export const MAX_ID = 2_147_483_647;
