/**
 * One error shape for the whole API: `{ success: false, message, errors? }`, with the message in
 * Bangla unless the request asks for English. Bad input is a 4xx, never a 500.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { MessageKey } from '../../common/messages';
import { translate } from '../../common/messages';
import { isDatabaseUnreachable, RETRY_AFTER_SECONDS } from './db-outage';
import { loggableError } from './error-log';
import { requestLang } from './http';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors?: { field: string; messageKey: string }[],
  ) {
    super(messageKey);
  }
}

export const badRequest = (key: MessageKey = 'error.invalidInput', fieldErrors?: AppError['fieldErrors']) =>
  new AppError(400, key, {}, fieldErrors);
export const unauthorized = (key: MessageKey = 'error.unauthorized') => new AppError(401, key);
export const forbidden = (key: MessageKey = 'error.forbidden') => new AppError(403, key);
export const notFound = (key: MessageKey = 'error.notFound') => new AppError(404, key);
export const conflict = (key: MessageKey = 'error.conflict') => new AppError(409, key);

/** An upload (multipart) too large is about its file; any other body too large is about the request. */
const isMultipart = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('multipart/');

/** Status codes whose clients made the mistake; their message is safe to show as it is. */
function clientErrorKey(statusCode: number, request: FastifyRequest): MessageKey {
  if (statusCode === 401) return 'error.unauthorized';
  if (statusCode === 403) return 'error.forbidden';
  if (statusCode === 404) return 'error.notFound';
  if (statusCode === 409) return 'error.conflict';
  if (statusCode === 413) return isMultipart(request) ? 'error.tooLarge' : 'error.bodyTooLarge';
  if (statusCode === 429) return 'error.rateLimited';
  return 'error.invalidInput';
}

/** PostgreSQL's SQLSTATE of a failed query, through drizzle's error wrapper or not. */
export function sqlState(error: unknown): string | undefined {
  const candidate = error as { code?: string; cause?: { code?: string } } | undefined;
  return candidate?.cause?.code ?? candidate?.code;
}

/**
 * PostgreSQL's class 22 (data exception): a value the column or the operation cannot take, such as
 * text that is not a number (22P02), a number out of range (22003), a bad date (22007, 22008), a NUL
 * byte (22021) or text too long (22001). The contracts bound every input so these do not happen;
 * should one slip through, it is still the caller's bad input, not a fault of the server.
 */
export const isDataException = (state: string | undefined) => state?.startsWith('22') === true;

/**
 * `onUnreachable` hears of every request the database could not serve because it cannot be reached
 * (db-outage.ts logs it once); such a request answers 503 with Retry-After.
 */
export function registerErrorHandling(app: FastifyInstance, onUnreachable: () => void = () => {}): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLang(request);
    if (isDatabaseUnreachable(error)) {
      onUnreachable();
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, message: translate('error.serviceUnavailable', lang) });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        success: false,
        message: translate(error.messageKey, lang, error.params),
        ...(error.fieldErrors && {
          errors: error.fieldErrors.map((item) => ({
            field: item.field,
            message: translate(item.messageKey, lang),
          })),
        }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        success: false,
        message: translate('error.invalidInput', lang),
        errors: error.validation.map((issue) => ({
          field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          // Contract messages are catalogue keys; zod's own defaults fall back to a generic message.
          message: translate(
            issue.message?.startsWith('validation.') ? issue.message : 'validation.invalid',
            lang,
          ),
        })),
      });
    }
    // A clash with a unique index or a row still referenced is the caller's conflict, not a fault.
    const state = sqlState(error);
    if (state === '23505' || state === '23503') {
      return reply.status(409).send({ success: false, message: translate('error.conflict', lang) });
    }
    if (isDataException(state)) {
      request.log.warn({ err: loggableError(error) }, 'input the database refused');
      return reply.status(400).send({ success: false, message: translate('error.invalidInput', lang) });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply
        .status(statusCode)
        .send({ success: false, message: translate(clientErrorKey(statusCode, request), lang) });
    }
    // Never the error itself: a failed query carries its parameters (see error-log.ts).
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send({ success: false, message: translate('error.internal', lang) });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ success: false, message: translate('error.routeNotFound', requestLang(request)) });
  });
}
