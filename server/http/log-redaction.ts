// What the request log may hold. Launch and free-play tokens (?token=, ?fun=), pay-page tokens (?t=) and session
// links (/?token=) are bearer secrets, and a database error's message carries the statement's parameter values:
// none of them may reach a log line, which outlives the secret's own expiry and is read by more people.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/** Query parameters whose value is a secret, whatever the path: the vendor's, the pay page's and the site's. */
const SECRET_PARAM = /^(t|fun)$|token|secret|passw|signature|^sig$/i;

/** The same parameters inside any text (an error message, a line Fastify wrote itself). */
const SECRET_PARAM_IN_TEXT = /([?&](?:t|fun|[a-z_]*token|[a-z_]*secret|[a-z_]*passw[a-z_]*|signature|sig)=)[^&\s"'\\<>]+/gi;

const decodeName = (name: string) => {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

/** The request's address with the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(decodeName(name)) ? `${name}=${REDACTED}` : part;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** A database error: drizzle's wrapper says "Failed query: <sql>\nparams: <values>", the driver's has a SQLSTATE. */
const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** An error's message without parameter values or secrets; a driver's message quotes the offending value. */
export function redactMessage(message: string, databaseError = false): string {
  let text = message.replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`).replace(SECRET_PARAM_IN_TEXT, `$1${REDACTED}`);
  if (databaseError) text = text.replace(/"[^"]*"/g, `"${REDACTED}"`).replace(/\([^()]*\)=\([^()]*\)/g, `(${REDACTED})`);
  return text;
}

// A type, not an interface: pino's serializer type wants an index signature.
type SafeError = {
  type: string;
  message: string;
  code?: string;
  /** The redacted first line and the frames (empty when there are none). */
  stack: string;
  cause?: SafeError;
};

/**
 * What is logged of an error: its type, code, a redacted message and the stack frames. Not its own fields, which
 * for a drizzle error include the query's parameters, nor a driver's detail, which names the conflicting values.
 */
export function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: REDACTED, stack: '' };
  const ownCode = (err as { code?: unknown }).code;
  const cause = (err as { cause?: unknown }).cause;
  const causeCode = cause && typeof cause === 'object' ? (cause as { code?: unknown }).code : undefined;
  // A driver's own message quotes values; drizzle's wrapper has the SQL text (placeholders only) and the params.
  const message = redactMessage(err.message, isSqlState(ownCode));
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const type = err.constructor?.name || err.name;
  const out: SafeError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  // drizzle's wrapper has no code of its own: the driver's SQLSTATE is the one to log.
  const code = typeof ownCode === 'string' || typeof ownCode === 'number' ? String(ownCode) : isSqlState(causeCode) ? causeCode : undefined;
  if (code !== undefined) out.code = code;
  if (cause !== undefined && depth < 3) out.cause = safeError(cause, depth + 1);
  return out;
}

/** The last line of defence: anything written that still looks like a secret parameter or a statement's values. */
export function redactLine(line: string): string {
  return line.replace(SECRET_PARAM_IN_TEXT, `$1${REDACTED}`).replace(/\\nparams: (?:[^"\\]|\\.)*/g, `\\nparams: ${REDACTED}`);
}

/** The request logger's options (pino, through Fastify). */
export function loggerOptions(): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    redact: { paths: ['req.headers.authorization', 'req.headers.encryption', 'req.headers.cookie'], censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (err) => safeError(err),
    },
    hooks: { streamWrite: redactLine },
  };
}
