/**
 * Reads a newline-delimited JSON stream (application/x-ndjson) and hands each parsed line to
 * `onLine` as it arrives (unchecked: the caller checks its shape). A line cut between two chunks
 * waits for the rest.
 */
export async function readNdjson(
  body: ReadableStream<Uint8Array>,
  onLine: (line: unknown) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const flush = (text: string) => {
    const trimmed = text.trim();
    if (trimmed) onLine(JSON.parse(trimmed) as unknown);
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    let newline = buffered.indexOf('\n');
    while (newline >= 0) {
      flush(buffered.slice(0, newline));
      buffered = buffered.slice(newline + 1);
      newline = buffered.indexOf('\n');
    }
  }
  flush(buffered + decoder.decode());
}
