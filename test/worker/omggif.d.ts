// The GIF decoder the tests and bench/gif-encoders.ts read animated pictures with (omggif has no types of its own).
declare module 'omggif' {
  export interface GifFrameInfo {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
    readonly delay: number;
    readonly disposal: number;
    readonly transparent_index: number | null;
  }
  export class GifReader {
    constructor(bytes: Uint8Array);
    readonly width: number;
    readonly height: number;
    numFrames(): number;
    loopCount(): number | null;
    frameInfo(index: number): GifFrameInfo;
    decodeAndBlitFrameRGBA(index: number, pixels: Uint8Array): void;
  }
  const omggif: { GifReader: typeof GifReader };
  export default omggif;
}
