/** Builds the picture pack the Worker bundles (dist/pictures.bin) before its tests, when stale. */
import { buildPictures } from '../scripts/build-pictures.ts';

export default async function setup(): Promise<void> {
  await buildPictures();
}
