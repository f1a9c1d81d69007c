// gifenc has no types of its own; only what bench/gif-encoders.ts uses.
declare module 'gifenc' {
  export interface Encoder {
    writeFrame(
      index: Uint8Array,
      width: number,
      height: number,
      options: {
        palette?: number[][];
        delay?: number;
        transparent?: boolean;
        transparentIndex?: number;
        dispose?: number;
      },
    ): void;
    finish(): void;
    bytes(): Uint8Array;
  }
  export function GIFEncoder(): Encoder;
  const gifenc: { GIFEncoder: typeof GIFEncoder };
  export default gifenc;
}
