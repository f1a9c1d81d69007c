/** Entry point of `orrery` (bin/orrery.js and `npm run orrery`). */
import { runCli } from './cli.ts';
import { EXIT_INTERNAL } from './errors.ts';
import { processIo } from './io.ts';

// `orrery moves | head` closes the pipe early; that is not an error worth a trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const args = process.argv.slice(2);
if (args[0] === 'engine' && args.length === 1) {
  // A long-running protocol on standard input, not a one-shot command.
  const { runEngine } = await import('./engine/engine-command.ts');
  await runEngine(process.stdin, (line) => void process.stdout.write(`${line}\n`));
  process.exit(0);
}

if (args[0] === 'bot') {
  // Connects an engine to a server until interrupted (docs/bots.md).
  const { runBot } = await import('./bot/bot-command.ts');
  process.exit(await runBot(args.slice(1), process.env, (line) => void process.stderr.write(`${line}\n`)));
}

try {
  process.exitCode = runCli(args, processIo());
} catch (error) {
  // Bad input is reported as a value long before this; reaching here is a bug.
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`orrery: internal error: ${message}. Please report it with the command that caused it.\n`);
  if (process.env.ORRERY_DEBUG) process.stderr.write(`${error instanceof Error ? error.stack : ''}\n`);
  process.exitCode = EXIT_INTERNAL;
}
