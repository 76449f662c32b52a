import { createFocusReader, type ReaderOptions } from "./reader";
import { BillRefused, type Bill } from "./types";

export interface StreamOptions extends ReaderOptions {
  /** Called with the bytes read so far (compressed bytes for a gzip file). */
  onProgress?: (bytesRead: number) => void;
  /** Refuse a file whose text grows past this many bytes (a gzip bomb, or a file too large to take). */
  maxTextBytes?: number;
}

/** Thrown when the file's text is larger than `maxTextBytes`. */
export class BillTooLarge extends Error {
  constructor(readonly limitBytes: number) {
    super(`The file is larger than ${Math.round(limitBytes / 1024 / 1024)} MB once uncompressed.`);
    this.name = "BillTooLarge";
  }
}

async function* chunks(stream: ReadableStream<Uint8Array<ArrayBuffer>>): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** The same bytes, gunzipped when they start with gzip's magic number (1f 8b), whatever the file's name. */
async function* maybeGunzip(source: AsyncGenerator<Uint8Array<ArrayBuffer>>): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  const first = await source.next();
  if (first.done) return;
  const head = first.value;
  if (!(head[0] === 0x1f && head[1] === 0x8b)) {
    yield head;
    yield* source;
    return;
  }
  const gunzip = new DecompressionStream("gzip");
  const writer = gunzip.writable.getWriter();
  const pump = (async () => {
    await writer.write(head);
    for await (const chunk of source) await writer.write(chunk);
    await writer.close();
  })();
  pump.catch(() => undefined);
  try {
    yield* chunks(gunzip.readable);
  } catch {
    throw new BillRefused("The file looks like gzip but does not decompress.");
  }
  await pump;
}

/**
 * A FOCUS file's bytes (CSV, or gzip of it) streamed into a bill: Node (the CLI, the API) and a Web
 * Worker (the browser) read files the same way, chunk by chunk.
 */
export async function readFocusStream(
  stream: ReadableStream<Uint8Array<ArrayBuffer>>,
  options: StreamOptions = {},
): Promise<Bill> {
  const reader = createFocusReader(options);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let read = 0;
  let text = 0;
  const counted = (async function* () {
    for await (const chunk of chunks(stream)) {
      read += chunk.byteLength;
      options.onProgress?.(read);
      yield chunk;
    }
  })();
  try {
    for await (const chunk of maybeGunzip(counted)) {
      text += chunk.byteLength;
      if (options.maxTextBytes !== undefined && text > options.maxTextBytes)
        throw new BillTooLarge(options.maxTextBytes);
      reader.write(decoder.decode(chunk, { stream: true }));
    }
    reader.write(decoder.decode());
  } catch (error) {
    if (error instanceof TypeError && /encoded data|decode/i.test(error.message))
      throw new BillRefused("The file is not UTF-8 text.");
    throw error;
  }
  return reader.end();
}
