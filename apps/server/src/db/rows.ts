/** The rows of a raw `execute` result, whichever driver answered (node-postgres and PGlite both return `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
