// Requests refused before a route sees them: by Node's HTTP parser (headers past maxHeaderSize, a request line so
// long that it overflows them, a malformed request) or by Fastify's router (a path parameter past maxParamLength,
// a bad percent-encoding). Each still answers in the platform's envelope, with the right status and nothing of the
// request echoed back.
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, refused } from './envelope.ts';

/** The longest request target answered; longer is 414. Below Node's 16 KiB header limit, so it is met first. */
export const MAX_URL_LENGTH = 8192;

export const urlTooLong = () => new ApiError(414, 'request.url.too.long', 'The address is too long');

/** Whether the bytes that overflowed the parser are still the request line (a long URL, not long headers). */
function requestLineOverflowed(raw: unknown): boolean {
  if (!Buffer.isBuffer(raw) || !raw.length) return false;
  const text = raw.toString('latin1', 0, Math.min(raw.length, MAX_URL_LENGTH + 64));
  if (!/^[A-Z]+ \S/.test(text)) return false;
  const end = text.indexOf('\r\n');
  return (end < 0 ? text.length : end) > MAX_URL_LENGTH;
}

/** What Node hands the clientError event (Fastify's ConnectionError types rawPacket as JSON). */
interface ParserError {
  code?: string;
  rawPacket?: unknown;
}

function answerOf(err: ParserError): { status: number; errorCode: string; message: string } {
  if (err.code === 'HPE_HEADER_OVERFLOW')
    return requestLineOverflowed(err.rawPacket)
      ? { status: 414, errorCode: 'request.url.too.long', message: 'The address is too long' }
      : { status: 431, errorCode: 'request.headers.too.large', message: 'The request headers are too large' };
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, errorCode: 'request.timeout', message: 'The request took too long to arrive' };
  return { status: 400, errorCode: 'request.invalid', message: 'The request could not be read' };
}

/** Fastify's clientErrorHandler: the parser's refusals as an envelope on the raw socket, then the connection closes. */
export function clientErrorHandler(err: ParserError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, errorCode, message } = answerOf(err);
  const body = JSON.stringify(refused(errorCode, message));
  if (socket.writable)
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  else socket.destroy();
}

/** Fastify's frameworkErrors: the router's refusals (its own answers echo the path and are not envelopes). */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const e = urlTooLong();
    void reply.status(e.statusCode).send(refused(e.errorCode, e.message));
    return;
  }
  void reply.status(400).send(refused('request.invalid', 'The address is not valid'));
}
