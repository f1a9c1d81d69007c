/**
 * Bytes through the runtime's own (native) compression streams: zlib's deflate format,
 * which is what a PNG's image data is, in the Worker and in Node alike.
 */
export const through = async (
  bytes: Uint8Array,
  transform: CompressionStream | DecompressionStream,
): Promise<Uint8Array> => {
  const writer = transform.writable.getWriter();
  // Written and closed without waiting: the reader below drains the stream as it fills.
  void writer.write(bytes as Uint8Array<ArrayBuffer>);
  void writer.close();
  return new Uint8Array(await new Response(transform.readable).arrayBuffer());
};
