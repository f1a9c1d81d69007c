/**
 * `orrery bot`'s options, read into settings or a message that says what to fix. The
 * credential may come from ORRERY_BOT_TOKEN instead of --token, so it stays out of the
 * process list and shell history.
 */
export interface BotSettings {
  /** The server's origin, e.g. https://orrery.example. */
  readonly server: string;
  readonly token: string;
  /** The shell command that starts an engine speaking `orrery engine`'s protocol. */
  readonly engine: string;
  /** Games thought about at once: one engine process each. */
  readonly concurrency: number;
  /** Milliseconds to think per move, at most (less when the game's deadline is near). */
  readonly moveTime: number;
  /** Accept challenges as they come (within the concurrency's games); else only play games given. */
  readonly accept: boolean;
  /** The engine's `Level` option, set before each search; null leaves the engine's own. */
  readonly level: number | null;
}

export const BOT_USAGE =
  'orrery bot --server URL --token T --engine "command" [--concurrency N] [--move-time ms] [--level N] [--no-accept]';

const DEFAULTS = { concurrency: 2, moveTime: 2_000 };

export const readBotOptions = (
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): { ok: true; value: BotSettings } | { ok: false; message: string } => {
  const values: Record<string, string> = {};
  let accept = true;
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === '--no-accept') {
      accept = false;
      continue;
    }
    const match = /^--(server|token|engine|concurrency|move-time|level)(?:=(.*))?$/.exec(word);
    if (!match) return { ok: false, message: `unknown option ${word}; usage: ${BOT_USAGE}` };
    const value = match[2] ?? argv[++i];
    if (value === undefined) return { ok: false, message: `--${match[1]} needs a value; usage: ${BOT_USAGE}` };
    values[match[1]!] = value;
  }
  const token = values.token ?? env.ORRERY_BOT_TOKEN;
  if (!values.server || !token || !values.engine)
    return {
      ok: false,
      message: `--server, --token (or ORRERY_BOT_TOKEN) and --engine are needed; usage: ${BOT_USAGE}`,
    };
  let server: URL;
  try {
    server = new URL(values.server);
  } catch {
    return {
      ok: false,
      message: `--server is the server's address, like https://orrery.example, not "${values.server}"`,
    };
  }
  const whole = (name: string, fallback: number, min: number, max: number) => {
    const text = values[name];
    if (text === undefined) return fallback;
    return /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : null;
  };
  const concurrency = whole('concurrency', DEFAULTS.concurrency, 1, 64);
  if (concurrency === null) return { ok: false, message: '--concurrency is a whole number from 1 to 64' };
  const moveTime = whole('move-time', DEFAULTS.moveTime, 10, 600_000);
  if (moveTime === null) return { ok: false, message: '--move-time is milliseconds, from 10 to 600000' };
  const level = values.level === undefined ? null : whole('level', 0, 1, 8);
  if (level === null && values.level !== undefined)
    return { ok: false, message: '--level is a whole number from 1 to 8' };
  return {
    ok: true,
    value: { server: server.origin, token, engine: values.engine, concurrency, moveTime, accept, level },
  };
};
