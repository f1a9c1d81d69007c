/**
 * The game object's database through drizzle (drizzle-orm/durable-sqlite): synchronous,
 * like the storage under it, so every read-modify-write of a game still happens inside
 * one storage transaction with nothing awaited. `migrateRoom` brings the tables to the
 * schema in schema.ts by its migrations; each runs once per object.
 */
import { drizzle, type DrizzleSqliteDODatabase } from 'drizzle-orm/durable-sqlite';
import { migrate } from 'drizzle-orm/durable-sqlite/migrator';
import migrations from './migrations/migrations.js';
import * as schema from './schema.ts';

export type RoomDb = DrizzleSqliteDODatabase<typeof schema>;

export const openRoomDb = (storage: DurableObjectStorage): RoomDb => drizzle(storage, { schema });

/**
 * Applies the migrations this object has not had yet, in one storage transaction (the
 * drizzle migrator, which records them in `__drizzle_migrations`). The object calls it
 * when it opens an existing game (in its constructor, under blockConcurrencyWhile) and
 * before it creates one; an object for an unknown id gets no tables.
 */
export const migrateRoom = (db: RoomDb): Promise<void> => migrate(db, migrations);
