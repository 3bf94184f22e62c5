/** The largest id a Postgres `integer` column holds: a larger number names no record, and never reaches SQL. */
export const MAX_DB_ID = 2_147_483_647

/** A record id: a whole number from 1 to MAX_DB_ID. */
export const isDbId = (value: number): boolean => Number.isSafeInteger(value) && value >= 1 && value <= MAX_DB_ID
