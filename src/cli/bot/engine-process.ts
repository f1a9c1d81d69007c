/**
 * One engine program, started from a shell command and driven by `orrery engine`'s
 * protocol (src/cli/engine/protocol.ts, after UCI): set the game and variant, give the
 * position as its start and the moves since, `go movetime`, read `bestmove`. Any program
 * that speaks the protocol will do, Orrery's own (`npx orrery engine`) or another.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ThinkRequest {
  readonly game: string;
  readonly variant: string;
  /** The game's start position, in its notation. */
  readonly start: string;
  readonly moves: readonly string[];
  readonly moveTime: number;
  /** A node budget in place of the time (`go nodes`), for matches that must not depend on the machine's load. */
  readonly nodes?: number;
  /** The engine's `Level` option, or null to leave it. */
  readonly level: number | null;
}

export class EngineProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: { test: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  private readonly errors: string[] = [];
  private ready: Promise<unknown>;
  private exited = false;

  /** A shell command, or a program and its arguments (started without a shell, so `kill` reaches it). */
  constructor(command: string | readonly string[]) {
    this.child =
      typeof command === 'string'
        ? spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'pipe'] })
        : spawn(command[0]!, command.slice(1), { stdio: ['pipe', 'pipe', 'pipe'] });
    createInterface({ input: this.child.stdout }).on('line', (line) => this.read(line));
    createInterface({ input: this.child.stderr }).on('line', (line) => this.errors.push(line));
    const ended = () => {
      this.exited = true;
      for (const wait of this.waiting.splice(0)) wait.resolve('');
    };
    this.child.on('exit', ended);
    // A program that cannot be started, or that closes its input before it exits: what we
    // write then fails (EPIPE), which must end its game, not the process that drives it.
    this.child.on('error', (error) => {
      this.errors.push(error.message);
      ended();
    });
    this.child.stdin.on('error', (error) => this.errors.push(`its input closed: ${error.message}`));
    this.send('uci');
    this.ready = this.until((line) => line === 'uciok');
  }

  private read(line: string): void {
    const trimmed = line.trim();
    // An error the engine reports about our last command is the answer to it.
    const at = this.waiting.findIndex((wait) => wait.test(trimmed) || trimmed.startsWith('info string error'));
    if (at >= 0) this.waiting.splice(at, 1)[0]!.resolve(trimmed);
  }

  private send(line: string): void {
    if (!this.exited) this.child.stdin.write(`${line}\n`);
  }

  private until(test: (line: string) => boolean): Promise<string> {
    return new Promise((resolve) => this.waiting.push({ test, resolve }));
  }

  /** The engine's move in strict notation, or an error that says what went wrong. */
  async think(request: ThinkRequest): Promise<{ ok: true; move: string } | { ok: false; message: string }> {
    await this.ready;
    if (this.exited)
      return { ok: false, message: `the engine stopped: ${this.errors.slice(-3).join(' / ') || 'no message'}` };
    this.send(`setoption name Game value ${request.game}`);
    this.send(`setoption name Variant value ${request.variant}`);
    if (request.level !== null) this.send(`setoption name Level value ${request.level}`);
    this.send('ucinewgame');
    this.send(`position fen ${request.start}${request.moves.length ? ` moves ${request.moves.join(' ')}` : ''}`);
    this.send('isready');
    const ready = await this.until((line) => line === 'readyok');
    if (ready !== 'readyok') return { ok: false, message: ready || 'the engine stopped' };
    this.send(
      request.nodes !== undefined
        ? `go nodes ${Math.max(1, Math.round(request.nodes))}`
        : `go movetime ${Math.max(1, Math.round(request.moveTime))}`,
    );
    const answer = await this.until((line) => line.startsWith('bestmove'));
    const move = /^bestmove\s+(\S+)/.exec(answer)?.[1];
    return move && move !== '(none)' ? { ok: true, move } : { ok: false, message: answer || 'the engine stopped' };
  }

  /** Ends the program at once (one that no longer answers). */
  kill(): void {
    this.child.kill('SIGKILL');
  }

  stop(): void {
    this.send('quit');
    setTimeout(() => this.child.kill(), 1_000).unref();
  }
}
