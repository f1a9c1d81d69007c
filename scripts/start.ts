/** `npm start`: Orrery on this machine, offline, at http://127.0.0.1:8787 (PORT to change). */
import { DEFAULT_PORT, applyLocalMigrations, startLocalServer, waitForServer } from './local-server.ts';

const port = Number(process.env.PORT ?? DEFAULT_PORT);
console.log('Applying the local D1 migrations…');
applyLocalMigrations({ verbose: false });
console.log('Starting the Worker with local D1 and Durable Objects…');
const server = startLocalServer({ port, verbose: true });
const url = `http://127.0.0.1:${port}`;
waitForServer(url).then(
  () => console.log(`\nOrrery is running at ${url}\nStop it with Ctrl+C.\n`),
  (error: Error) => console.error(error.message),
);
const stop = () => server.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
