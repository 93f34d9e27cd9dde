export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream body (the WHATWG format: `event:`/`data:` lines, blank line ends an
 * event, `:` comments). Chunks may split lines anywhere, so a buffer carries partial lines over.
 */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let finished = false;

  const take = function* (line: string): Generator<SseEvent> {
    if (line === '') {
      if (data.length) yield { event: event || 'message', data: data.join('\n') };
      event = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      // A trailing "\r" may be the first half of "\r\n": hold it until the next chunk.
      const held = !done && buffer.endsWith('\r') ? '\r' : '';
      const lines = (held ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
      buffer = done ? '' : (lines.pop() ?? '') + held;
      for (const line of lines) yield* take(line);
      if (done) {
        finished = true;
        yield* take('');
        return;
      }
    }
  } finally {
    // A consumer that stops early (Stop button, unmount) must not leave the response streaming.
    if (finished) reader.releaseLock();
    else void reader.cancel().catch(() => undefined);
  }
}
