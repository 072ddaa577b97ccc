/**
 * What the log may say about an error. A failed query's message holds its parameters (drizzle writes
 * "Failed query: …\nparams: …", PGlite hangs them on the error) and PostgreSQL's message and detail
 * can quote the values sent (`Key (email)=(…) already exists`, `invalid input syntax for type date:
 * "…"`, `Failing row contains (…)`): passwords, hashes, e-mail addresses, NIDs, birth dates. So a
 * database error is logged by its SQLSTATE, constraint, table, column and the first line of its SQL
 * text (which has placeholders, never values); any other error by its name, code, the first line of
 * its message and its stack frames. Fields are picked one by one, never copied wholesale.
 */

interface DatabaseErrorFields {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  schema?: unknown;
  dataType?: unknown;
  routine?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_QUERY_CHARS = 300;

const text = (value: unknown, max = 120): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : undefined;

/** The stack without the message: only its 'at …' frames, which name code, not data. */
function stackFrames(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 15)
    .join('\n');
}

/** The first line of the SQL text; its values are $1, $2 placeholders, the parameters are elsewhere. */
const firstLineOfQuery = (query: unknown) =>
  typeof query === 'string' ? query.split('\n')[0].slice(0, MAX_QUERY_CHARS) : undefined;

/** PostgreSQL's own error (node-postgres or PGlite), or null when `error` is not one. */
function databaseError(error: unknown): DatabaseErrorFields | null {
  const candidate = error as DatabaseErrorFields | undefined;
  return candidate && typeof candidate.code === 'string' && SQLSTATE.test(candidate.code) ? candidate : null;
}

function isFailedQuery(error: unknown): error is Error & { query?: unknown; cause?: unknown } {
  return error instanceof Error && ('query' in error || 'params' in error);
}

function databaseFields(error: DatabaseErrorFields) {
  return {
    sqlState: error.code,
    severity: text(error.severity, 20),
    constraint: text(error.constraint),
    table: text(error.table),
    column: text(error.column),
    schema: text(error.schema),
    dataType: text(error.dataType),
    routine: text(error.routine),
  };
}

/** The shape pino's `err` serializer gives: type, message and stack, and fields safe to read. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** A log-safe description of `error`, for pino's `err` serializer and the error handler. */
export function loggableError(error: unknown): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a thrown non-error value', stack: '' };
  const cause = (error as { cause?: unknown }).cause;
  const database = databaseError(error) ?? databaseError(cause);
  if (database || isFailedQuery(error)) {
    const query = (error as { query?: unknown }).query ?? (cause as { query?: unknown } | undefined)?.query;
    return {
      type: error.name,
      message: database ? `database error ${database.code}` : 'failed query',
      ...(database ? databaseFields(database) : {}),
      query: firstLineOfQuery(query),
      stack: stackFrames(error),
    };
  }
  return {
    type: error.name,
    message: error.message.split('\n')[0].slice(0, 300),
    code: text((error as { code?: unknown }).code, 60),
    statusCode: (error as { statusCode?: unknown }).statusCode,
    stack: stackFrames(error),
    ...(cause instanceof Error ? { cause: loggableError(cause) } : {}),
  };
}

/**
 * pino's `err` serializer: an error is described by loggableError; what the error handler already
 * described passes through as it is.
 */
export const errSerializer = (value: unknown): LoggedError =>
  value instanceof Error ? loggableError(value) : (value as LoggedError);
