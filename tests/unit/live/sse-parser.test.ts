// The site's reader of the text/event-stream format (src/api/live/live-stream.ts): what it makes of the stream's
// bytes however they are cut into chunks.
import { describe, expect, it } from 'vitest';
import { sseParser, type SseMessage } from '../../../src/api/live/live-stream.ts';

function read(chunks: string[]) {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const feed = sseParser(
    (m) => messages.push(m),
    (ms) => retries.push(ms),
  );
  chunks.forEach(feed);
  return { messages, retries };
}

const stream = 'id: a1-1\nevent: hello\ndata: {}\n\n: heartbeat\n\nid: a1-2\nevent: balance\ndata: {"balance":140}\n\nretry: 1000\n\n';

describe('the event-stream reader', () => {
  it('reads ids, kinds and data, skips comments and reports the retry hint', () => {
    expect(read([stream])).toEqual({
      messages: [
        { id: 'a1-1', event: 'hello', data: '{}' },
        { id: 'a1-2', event: 'balance', data: '{"balance":140}' },
      ],
      retries: [1000],
    });
  });

  it('reads the same whatever the chunks, one character at a time included', () => {
    const whole = read([stream]);
    expect(read(stream.split(''))).toEqual(whole);
    expect(read([stream.slice(0, 17), stream.slice(17, 40), stream.slice(40)])).toEqual(whole);
  });

  it('takes CRLF and CR line ends, a CRLF split over two chunks ending one line', () => {
    const crlf = stream.replace(/\n/g, '\r\n');
    expect(read([crlf])).toEqual(read([stream]));
    const cut = crlf.indexOf('\r\n') + 1;
    expect(read([crlf.slice(0, cut), crlf.slice(cut)])).toEqual(read([stream]));
    expect(read([stream.replace(/\n/g, '\r')])).toEqual(read([stream]));
  });

  it('joins data lines, and keeps the last id for an event without one', () => {
    expect(read(['id: b-7\nevent: hello\ndata: {}\n\nevent: resync\ndata: {\ndata: }\n\n']).messages).toEqual([
      { id: 'b-7', event: 'hello', data: '{}' },
      { id: 'b-7', event: 'resync', data: '{\n}' },
    ]);
  });

  it('dispatches nothing for a block without data, and nothing unfinished', () => {
    expect(read(['event: hello\n\n', 'id: c-1\nevent: balance\ndata: {}']).messages).toEqual([]);
  });
});
