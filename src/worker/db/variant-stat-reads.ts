/** The statistics counters read (variant-stats.ts raises them): by game and variant, or a game's all. */
import { and, eq } from 'drizzle-orm';
import { database } from './database.ts';
import { variantStatCounts, type VariantStatRow } from './schema.ts';

/** Every counter of a game's variant: a few dozen rows, however many games were played. */
export const variantCounters = async (d1: D1Database, game: string, variant: string): Promise<VariantStatRow[]> =>
  database(d1)
    .select()
    .from(variantStatCounts)
    .where(and(eq(variantStatCounts.game, game), eq(variantStatCounts.variant, variant)));

/** Every counter of every variant of a game, for the designer's view: a few dozen rows a variant. */
export const gameCounters = async (d1: D1Database, game: string): Promise<VariantStatRow[]> =>
  database(d1).select().from(variantStatCounts).where(eq(variantStatCounts.game, game));
