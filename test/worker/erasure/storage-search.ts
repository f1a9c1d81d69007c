/**
 * Searching all storage for a text, for the erasure tests: every text column of every D1
 * table, and the whole storage (tables and key-value pairs) of the Durable Objects given.
 */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

/**
 * The development outbox stands in for the mail service and the inboxes: mail already
 * sent is out of Orrery's reach (docs/privacy.md), so it is not searched.
 */
const NOT_SEARCHED = new Set(['dev_outbox', 'd1_migrations']);

const userTables =
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'";

/** Where in D1 `needle` appears (case aside), as `table.column` for each row. */
export const d1Mentions = async (needle: string): Promise<string[]> => {
  const found: string[] = [];
  const tables = (await env.DB.prepare(userTables).all<{ name: string }>()).results;
  for (const { name } of tables) {
    if (NOT_SEARCHED.has(name)) continue;
    const columns = (await env.DB.prepare(`PRAGMA table_info(${name})`).all<{ name: string; type: string }>()).results;
    for (const column of columns) {
      if (!/text/i.test(column.type)) continue;
      const rows = await env.DB.prepare(
        `SELECT COUNT(*) AS n FROM ${name} WHERE instr(lower(${column.name}), lower(?)) > 0`,
      )
        .bind(needle)
        .first<{ n: number }>();
      if (rows && rows.n > 0) found.push(`${name}.${column.name} (${rows.n})`);
    }
  }
  return found;
};

/** Everything an object stores, as text: each table's rows and each key-value pair. */
export const objectStorageText = (stub: DurableObjectStub): Promise<string> =>
  runInDurableObject(stub, (_instance, state) => {
    const parts: string[] = [];
    for (const { name } of state.storage.sql.exec<{ name: string }>(userTables).toArray())
      parts.push(`${name}: ${JSON.stringify(state.storage.sql.exec(`SELECT * FROM "${name}"`).toArray())}`);
    for (const [key, value] of state.storage.kv.list()) parts.push(`${key}: ${JSON.stringify(value)}`);
    return parts.join('\n');
  });

/** The objects among `stubs` (by label) whose storage holds `needle`, case aside. */
export const objectMentions = async (stubs: Record<string, DurableObjectStub>, needle: string): Promise<string[]> => {
  const found: string[] = [];
  for (const [label, stub] of Object.entries(stubs)) {
    for (const line of (await objectStorageText(stub)).split('\n'))
      if (line.toLowerCase().includes(needle.toLowerCase())) found.push(`${label}: ${line.slice(0, 300)}`);
  }
  return found;
};
