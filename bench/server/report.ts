/** The figures as a readable table, with the goals and whether each is met. */
import type { ServerError } from './client.ts';
import type { LongGameFigures } from './long-game.ts';
import type { MailMoveFigures } from './mail.ts';
import type { FloorFigures, FreshMoveFigures, ThroughputFigures } from './phases.ts';
import { CARD_HEIGHT, CARD_WIDTH, type PictureFigures } from './pictures.ts';
import type { LatencySummary } from './stats.ts';

export interface Header {
  readonly node: string;
  readonly wrangler: string;
  readonly workerd: string;
  readonly platform: string;
  readonly cpus: number;
  readonly mode: 'full' | 'quick';
  readonly seed: number;
  readonly port: number;
  /** 1, 5 and 15 minute load averages at the end: other work on the machine shows here. */
  readonly loadAverage: readonly number[];
}

/** What each phase took, and what else ran meanwhile: the context of its figures. */
export interface PhaseFigures {
  readonly name: string;
  readonly seconds: number;
  readonly requests: number;
  readonly errors: number;
  readonly serverCpuSeconds: number | null;
  readonly clientCpuSeconds: number;
  /** CPUs kept busy by other work on the machine, on average (null where unknown). */
  readonly otherCpus: number | null;
  /** Times wrangler reloaded the Worker (a source file changed): those figures include a reload. */
  readonly reloads: number;
}

export interface Goal {
  readonly name: string;
  readonly value: number;
  readonly goal: string;
  readonly met: boolean;
}

export interface Figures {
  readonly header: Header;
  readonly floor: FloorFigures;
  readonly freshMoves: FreshMoveFigures;
  readonly longGame: LongGameFigures;
  readonly throughput: ThroughputFigures;
  readonly mailMoves: MailMoveFigures;
  readonly pictures: PictureFigures;
  readonly goals: readonly Goal[];
  readonly errors: readonly ServerError[];
  readonly requests: Readonly<Record<string, number>>;
  readonly serverReloads: number;
  readonly phases: readonly PhaseFigures[];
  readonly serverNotes: readonly string[];
  readonly seconds: number;
}

export const goalsOf = (
  floor: FloorFigures,
  fresh: FreshMoveFigures,
  long: LongGameFigures,
  throughput: ThroughputFigures,
  mail: MailMoveFigures,
  pictures: PictureFigures,
): Goal[] => {
  const moveOverGet = fresh.move.p50 / floor.sinceGet.p50;
  const wrongPictures = pictures.badPictures + pictures.unexpectedRender;
  return [
    {
      name: 'move p50 ÷ GET?since p50 (plies 0–40 ÷ ply 20)',
      value: moveOverGet,
      goal: '≤ 1.5',
      met: moveOverGet <= 1.5,
    },
    {
      name: `move p50 at ply ~${(long.target / 1000).toFixed(0)}k ÷ at ply ~20 (interleaved)`,
      value: long.move.ratio,
      goal: '≤ 1.2',
      met: long.move.ratio <= 1.2,
    },
    { name: 'errors under concurrent play', value: throughput.errors, goal: '= 0', met: throughput.errors === 0 },
    {
      name: 'move p50 with email seats ÷ without (interleaved)',
      value: mail.p50Ratio,
      goal: '≤ 1.1',
      met: mail.p50Ratio <= 1.1,
    },
    {
      name: `emails missing or sent twice (newest ${mail.outbox.games} email games)`,
      value: mail.outbox.problems.length,
      goal: '= 0',
      met: mail.outbox.problems.length === 0,
    },
    {
      name: 'pictures not as expected (PNG 1200×630, X-Render)',
      value: wrongPictures,
      goal: '= 0',
      met: wrongPictures === 0,
    },
  ];
};

const n = (value: number): string => Math.round(value).toLocaleString('en-US');
const f = (value: number, digits = 2): string => value.toFixed(digits);
const bytes = (value: number): string => (value >= 10_000 ? `${(value / 1000).toFixed(0)} kB` : `${value} B`);

const row = (label: string, s: LatencySummary): string =>
  `  ${label.padEnd(58)}${n(s.n).padStart(6)}${[s.p50, s.p90, s.p99, s.mean, s.max].map((v) => f(v).padStart(9)).join('')}`;

export const printReport = (figures: Figures): void => {
  const { header: h, floor, freshMoves, longGame: long, throughput: t, mailMoves: mail, pictures: pic } = figures;
  const out: string[] = [];
  out.push('Orrery server benchmark: wrangler dev --local on 127.0.0.1, requests over HTTP from this process');
  out.push(
    `Node ${h.node} · wrangler ${h.wrangler} · workerd ${h.workerd} · ${h.platform} · ${h.cpus} CPUs · ${h.mode} run · seed ${h.seed} · port ${h.port}`,
  );
  out.push(
    `Client and server share this machine (load average ${h.loadAverage.join(', ')} at the end); a latency is one fetch, from sending to the last byte of the body.`,
  );
  out.push('');
  out.push(
    'The first three rows were measured in turn (GET?since, GET, move, GET?since, …), as were each row and the "interleaved" one under it.',
  );
  out.push(
    `  ${'Latency, ms (requests one after another)'.padEnd(58)}${'n'.padStart(6)}${['p50', 'p90', 'p99', 'mean', 'max'].map((x) => x.padStart(9)).join('')}`,
  );
  out.push(
    row(`GET ?since=${floor.ply} at ply ${floor.ply} (no move list, ${bytes(floor.sinceBytes)})`, floor.sinceGet),
  );
  out.push(row(`GET at ply ${floor.ply} (${floor.ply} moves listed, ${bytes(floor.plainBytes)})`, floor.plainGet));
  out.push(row(`POST move, plies ${freshMoves.plies} of ${freshMoves.games} fresh games`, freshMoves.move));
  out.push(row(`POST move, long game, plies ${long.lateWindow}`, long.move.late));
  out.push(row(`  interleaved: POST move, plies ${long.earlyWindow}`, long.move.early));
  out.push(row(`GET ?since=ply, long game at ply ${n(long.reached)}`, long.sinceGet.late));
  out.push(row('  interleaved: GET ?since=ply, fresh game at ply 30', long.sinceGet.early));
  out.push(row(`GET, long game (${n(long.reached)} moves listed, ${bytes(long.plainBytes)})`, long.plainGet));
  out.push(row(`POST move under load (${t.games} games at once)`, t.move));
  out.push(row(`POST move, email seats (${mail.emailGames} games, plies 0–${mail.movesPerGame})`, mail.email));
  out.push(row(`  interleaved: POST move, no email (${mail.plainGames} games)`, mail.plain));
  out.push(row(`GET board.png?ply first time (drawn, ${bytes(Math.round(pic.pngBytes.p50))})`, pic.pngFresh));
  out.push(row('  GET board.png?ply again (X-Render: cache)', pic.pngCached));
  out.push(row(`GET board.svg?ply first time (drawn, ${bytes(Math.round(pic.svgBytes.p50))})`, pic.svgFresh));
  out.push(row('  GET board.svg?ply again (X-Render: cache)', pic.svgCached));
  out.push('');
  out.push(
    `Long game: Infinite, played in sequence to ply ${n(long.reached)} in ${f(long.seconds, 0)} s; move latency per stretch:`,
  );
  out.push(
    `  ${'plies'.padEnd(18)}${'p50'.padStart(8)}${'p99'.padStart(8)}${'time, s'.padStart(9)}${'server CPU/move'.padStart(17)}${'client CPU/move'.padStart(17)}${'other work, CPUs'.padStart(18)}`,
  );
  for (const b of long.profile)
    out.push(
      `  ${`${n(b.from)}–${n(b.to)}`.padEnd(18)}${f(b.p50).padStart(8)}${f(b.p99).padStart(8)}${f(b.seconds, 1).padStart(9)}` +
        `${(b.serverCpuMs === null ? '?' : `${f(b.serverCpuMs)} ms`).padStart(17)}${`${f(b.clientCpuMs)} ms`.padStart(17)}` +
        `${(b.otherCpus === null ? '?' : f(b.otherCpus)).padStart(18)}`,
    );
  out.push('');
  out.push(
    `Throughput: ${t.games} games at once, each its own sequential player, ${f(t.seconds, 1)} s: ` +
      `${n(t.moves)} moves, ${f(t.movesPerSecond, 0)} moves/s, ${t.errors} errors in ${n(t.requests)} requests`,
  );
  const perMove = (seconds: number) => `${f((seconds * 1000) / Math.max(1, t.moves))} ms/move`;
  out.push(
    `  CPU while it ran: server (wrangler + workerd) ${t.cpu.serverSeconds === null ? 'unknown' : `${f(t.cpu.serverSeconds, 1)} s, ${perMove(t.cpu.serverSeconds)}`}` +
      `; this client ${f(t.cpu.clientSeconds, 1)} s, ${perMove(t.cpu.clientSeconds)}` +
      `; other work ${t.cpu.otherSeconds === null ? 'unknown' : `${f(t.cpu.otherSeconds, 1)} s`}; ${h.cpus} CPUs × ${f(t.seconds, 1)} s = ${f(h.cpus * t.seconds, 1)} s in all`,
  );
  out.push('');
  const o = mail.outbox;
  out.push(
    `Email: moves in games with email seats and without, in turn (email, plain, plain, email, …; two games of each kind taking turns), ${n(mail.email.n + mail.plain.n)} moves; ` +
      `with email ÷ without: p50 ${f(mail.p50Ratio)}, p99 ${f(mail.p99Ratio)}`,
  );
  out.push(
    `  Outbox, the newest ${o.games} email games (${n(o.moves)} moves): ${n(o.emails)} emails, ${o.started} invitations, ${n(o.yourMove)} "your move" ` +
      `(${n(o.yourMoveDropped)} of ${n(o.moves)} not sent, the move answered before the alarm sent them), ${o.other} others, ${o.duplicates} sent twice; ` +
      `the last in the outbox ${f(o.deliverySeconds, 1)} s after the last move`,
  );
  for (const problem of o.problems.slice(0, 10)) out.push(`  problem: ${problem}`);
  out.push(
    `Board pictures: ${pic.pictures} per format in ${pic.games} games (at plies up to ${pic.gamePlies.join(', ')}); drawn ÷ cached p50: PNG ${f(pic.pngRatio, 1)}, SVG ${f(pic.svgRatio, 1)}`,
  );
  out.push(
    `  PNG ${CARD_WIDTH}×${CARD_HEIGHT}: ${bytes(pic.pngBytes.min)}–${bytes(pic.pngBytes.max)} (median ${bytes(Math.round(pic.pngBytes.p50))}); ` +
      `SVG ${bytes(pic.svgBytes.min)}–${bytes(pic.svgBytes.max)}; ${pic.badPictures} not as expected, ${pic.unexpectedRender} with an unexpected X-Render`,
  );
  for (const problem of pic.problems) out.push(`  problem: ${problem}`);
  out.push('');
  out.push(`  ${'Goals'.padEnd(58)}${'value'.padStart(8)}${'goal'.padStart(8)}`);
  for (const g of figures.goals)
    out.push(
      `  ${g.name.padEnd(58)}${(Number.isInteger(g.value) ? String(g.value) : f(g.value)).padStart(8)}${g.goal.padStart(8)}   ${g.met ? 'met' : 'NOT MET'}`,
    );
  out.push(
    `  ${'(no goal) GET?since p50 in the long game ÷ in a fresh game'.padEnd(58)}${f(long.sinceGet.ratio).padStart(8)}`,
  );
  out.push(`  ${'(no goal) board.png p50 drawn ÷ cached'.padEnd(58)}${f(pic.pngRatio).padStart(8)}`);
  out.push('');
  const requests = Object.values(figures.requests).reduce((sum, value) => sum + value, 0);
  out.push(`Errors: ${figures.errors.length} in ${n(requests)} requests (any answer but the expected status, or none)`);
  for (const e of figures.errors.slice(0, 20)) out.push(`  [${e.phase}] ${e.status} ${e.request}: ${e.body}`);
  if (figures.errors.length > 20) out.push(`  … and ${figures.errors.length - 20} more`);
  out.push('');
  out.push(
    `  ${'Phase'.padEnd(22)}${'time, s'.padStart(9)}${'requests'.padStart(10)}${'errors'.padStart(8)}${'server CPU, s'.padStart(15)}${'client CPU, s'.padStart(15)}${'other work, CPUs'.padStart(18)}${'reloads'.padStart(9)}`,
  );
  for (const p of figures.phases)
    out.push(
      `  ${p.name.padEnd(22)}${f(p.seconds, 1).padStart(9)}${n(p.requests).padStart(10)}${String(p.errors).padStart(8)}` +
        `${(p.serverCpuSeconds === null ? '?' : f(p.serverCpuSeconds, 1)).padStart(15)}${f(p.clientCpuSeconds, 1).padStart(15)}` +
        `${(p.otherCpus === null ? '?' : f(p.otherCpus)).padStart(18)}${String(p.reloads).padStart(9)}`,
    );
  const disturbed = figures.phases.filter((p) => p.reloads > 0).map((p) => `${p.name} (${p.reloads})`);
  if (disturbed.length)
    out.push(
      `Disturbed: wrangler reloaded the Worker (a source file changed) during ${disturbed.join(', ')}; those figures include the reload.`,
    );
  out.push(
    `Server: ${figures.serverReloads} reloads during the run${figures.serverNotes.length ? '; its output besides request logs and start-up:' : '; nothing logged besides requests and start-up'}`,
  );
  for (const note of figures.serverNotes.slice(0, 20)) out.push(`  ${note}`);
  out.push(`Took ${f(figures.seconds, 0)} s.`);
  console.log(out.join('\n'));
};
