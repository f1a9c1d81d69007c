/**
 * The picture pack (dist/pictures.bin, built by scripts/build-pictures.ts before the
 * Worker is bundled) as bytes in the bundle: wrangler's default Data rule for `.bin`.
 * Opened once per isolate; its backgrounds are inflated as first used.
 */
import packBytes from '../../../../dist/pictures.bin';
import { PicturePack } from '../../../raster/pack.ts';

let pack: PicturePack | null = null;

export const picturePack = (): PicturePack => {
  pack ??= new PicturePack(new Uint8Array(packBytes));
  return pack;
};
