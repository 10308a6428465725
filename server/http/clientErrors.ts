// A request the HTTP parser cannot read (headers over the size limit, a malformed request line) is answered and its
// connection closed, as Fastify's own handler does — but saying `Connection: close`, which Fastify's leaves out.
// Without it a client keeping connections alive takes the answer as complete, sends its next request on the same
// connection and meets a reset (the fuzzer saw one after every 431 once it kept connections as browsers do).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

const ANSWERS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'Client Timeout' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Exceeded maximum allowed HTTP header size' },
};

export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = ANSWERS[error.code ?? ''] ?? { status: 400, message: 'Client Error' };
  const body = JSON.stringify({ error: STATUS_CODES[status], message, statusCode: status });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
