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

export const positionKey = (game: string, variant: string, position: string): string => {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(`${game}\n${variant}\n${position}`)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK;
  }
  return hash.toString(16).padStart(16, '0');
};
