/**
 * The opening explorer's key of a position: a 64-bit FNV-1a hash, in 16 hex digits, of
 * the game, the variant and the engine's canonical position string. Adomoc's variants
 * share a start position, so the variant is part of what is hashed; a hash keeps the
 * explorer's rows short (ADIX's positions are over a hundred characters, and every game
 * adds a row per ply explored). Two positions in a hundred million share a key with a
 * chance of about 1 in 3,700: small enough for statistics.
 */
const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = (1n << 64n) - 1n;

/** FNV-1a, 64 bits, of the text's UTF-8 bytes, as 16 hex digits. */
export const fnv1a64 = (text: string): string => {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK;
  }
  return hash.toString(16).padStart(16, '0');
};

export const positionKey = (game: string, variant: string, position: string): string =>
  fnv1a64(`${game}\n${variant}\n${position}`);
