/**
 * An animated GIF of palette images that share the pack's palette (its global colour
 * table), written frame by frame: each frame after the first is only the rectangle that
 * changed, with the pixels that did not change inside it made transparent, and the frame
 * before left in place. A move changes a few spaces, so frames are small, and quick to
 * compress, whatever the size of the picture.
 */

/** The palette index no picture uses: transparent in every frame after the first. */
export const TRANSPARENT = 255;

class ByteWriter {
  private bytes = new Uint8Array(1 << 16);
  length = 0;

  private room(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + extra) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  byte(value: number): void {
    this.room(1);
    this.bytes[this.length++] = value;
  }

  word(value: number): void {
    this.byte(value & 255);
    this.byte((value >> 8) & 255);
  }

  all(values: ArrayLike<number>): void {
    this.room(values.length);
    this.bytes.set(values, this.length);
    this.length += values.length;
  }

  text(value: string): void {
    for (let i = 0; i < value.length; i++) this.byte(value.charCodeAt(i));
  }

  result(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

const MIN_CODE_SIZE = 8;
const MAX_CODE = 4095;
const CLEAR = 1 << MIN_CODE_SIZE;
const END = CLEAR + 1;

/** LZW (GIF's variable-length codes, 8-bit symbols), in sub-blocks of at most 255 bytes. */
const writeLzw = (out: ByteWriter, pixels: Uint8Array): void => {
  out.byte(MIN_CODE_SIZE);
  const block = new Uint8Array(255);
  let blockLength = 0;
  let bits = 0;
  let bitCount = 0;
  const flushBlock = () => {
    if (blockLength === 0) return;
    out.byte(blockLength);
    out.all(block.subarray(0, blockLength));
    blockLength = 0;
  };
  // Codes widen once the next entry no longer fits, as every GIF decoder expects: checked
  // after each code is written, with the clear code itself written at the old width.
  let codeSize = MIN_CODE_SIZE + 1;
  let next = END + 1;
  let clearing = false;
  const emit = (code: number) => {
    bits |= code << bitCount;
    bitCount += codeSize;
    while (bitCount >= 8) {
      block[blockLength++] = bits & 255;
      if (blockLength === 255) flushBlock();
      bits >>>= 8;
      bitCount -= 8;
    }
    if (clearing) {
      codeSize = MIN_CODE_SIZE + 1;
      clearing = false;
    } else if (next > (1 << codeSize) - 1 && codeSize < 12) codeSize++;
  };
  // The dictionary: (prefix code << 8 | symbol) → code, in an open-addressed table.
  const TABLE = 8192;
  const keys = new Int32Array(TABLE).fill(-1);
  const codes = new Int16Array(TABLE);
  emit(CLEAR);
  let prefix = pixels.length ? pixels[0]! : 0;
  for (let i = 1; i < pixels.length; i++) {
    const symbol = pixels[i]!;
    const key = (prefix << 8) | symbol;
    let slot = Math.imul(key, 0x9e3779b1) >>> 19;
    let found = -1;
    while (keys[slot] !== -1) {
      if (keys[slot] === key) {
        found = codes[slot]!;
        break;
      }
      slot = (slot + 1) & (TABLE - 1);
    }
    if (found >= 0) {
      prefix = found;
      continue;
    }
    emit(prefix);
    if (next <= MAX_CODE) {
      keys[slot] = key;
      codes[slot] = next++;
    } else {
      keys.fill(-1);
      next = END + 1;
      clearing = true;
      emit(CLEAR);
    }
    prefix = symbol;
  }
  if (pixels.length) emit(prefix);
  emit(END);
  if (bitCount > 0) {
    block[blockLength++] = bits & 255;
    if (blockLength === 255) flushBlock();
  }
  flushBlock();
  out.byte(0);
};

export interface GifFrame {
  /** Palette indices, width × height, never TRANSPARENT. */
  readonly pixels: Uint8Array;
  /** How long it shows, in milliseconds (GIF counts hundredths of a second). */
  readonly delay: number;
}

export class GifWriter {
  private readonly out = new ByteWriter();
  private readonly width: number;
  private readonly height: number;
  private previous: Uint8Array | null = null;
  frames = 0;

  /** `palette`: up to 256 RGB colours; the table is padded to 256 and TRANSPARENT kept free. */
  constructor(width: number, height: number, palette: Uint8Array) {
    this.width = width;
    this.height = height;
    const out = this.out;
    out.text('GIF89a');
    out.word(width);
    out.word(height);
    out.byte(0xf7); // a global colour table of 256 entries, 8 bits a channel
    out.byte(0);
    out.byte(0);
    const table = new Uint8Array(768);
    table.set(palette.subarray(0, Math.min(palette.length, TRANSPARENT * 3)));
    out.all(table);
    // Loop for ever.
    out.all([0x21, 0xff, 11]);
    out.text('NETSCAPE2.0');
    out.all([3, 1, 0, 0, 0]);
  }

  add(frame: GifFrame): void {
    const { width, height, out } = this;
    const pixels = frame.pixels;
    let [left, top, right, bottom] = [0, 0, width - 1, height - 1];
    let data = pixels;
    const previous = this.previous;
    if (previous) {
      // The rectangle that changed; a frame that changed nothing keeps one pixel.
      [left, top, right, bottom] = [width, height, -1, -1];
      for (let y = 0; y < height; y++) {
        const row = y * width;
        for (let x = 0; x < width; x++)
          if (pixels[row + x] !== previous[row + x]) {
            if (x < left) left = x;
            if (x > right) right = x;
            if (y < top) top = y;
            if (y > bottom) bottom = y;
          }
      }
      if (right < 0) [left, top, right, bottom] = [0, 0, 0, 0];
      const w = right - left + 1;
      data = new Uint8Array(w * (bottom - top + 1));
      for (let y = top; y <= bottom; y++)
        for (let x = left; x <= right; x++) {
          const at = y * width + x;
          data[(y - top) * w + x - left] = pixels[at] === previous[at] ? TRANSPARENT : pixels[at]!;
        }
    }
    // Graphic control: leave the frame in place, transparent index after the first.
    out.all([0x21, 0xf9, 4, (1 << 2) | (previous ? 1 : 0)]);
    out.word(Math.round(frame.delay / 10));
    out.all([TRANSPARENT, 0]);
    out.byte(0x2c);
    out.word(left);
    out.word(top);
    out.word(right - left + 1);
    out.word(bottom - top + 1);
    out.byte(0);
    writeLzw(out, data);
    this.previous = pixels;
    this.frames++;
  }

  finish(): Uint8Array {
    this.out.byte(0x3b);
    return this.out.result();
  }
}
