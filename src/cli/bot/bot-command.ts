/**
 * `orrery bot`: connects an engine to a server as a bot (docs/bots.md, "orrery bot"). A
 * long-running command, like `orrery engine`: it plays every game it is given until
 * interrupted, a line on standard error for each move and event.
 */
import { BotBridge } from './bot-bridge.ts';
import { readBotOptions } from './bot-options.ts';

export const runBot = async (
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  log: (line: string) => void,
): Promise<number> => {
  const options = readBotOptions(argv, env);
  if (!options.ok) {
    log(`orrery: ${options.message}`);
    return 2;
  }
  const bridge = new BotBridge(options.value, (line) => log(`${new Date().toISOString()} ${line}`));
  const stop = () => bridge.stop();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const status = await bridge.run();
  bridge.stop();
  return status === 0 ? 0 : 1;
};
