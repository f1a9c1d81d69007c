/**
 * "The computer's view" on the analysis board: its best lines for the position shown
 * (1 to 5, engine-lines-setting.ts), each with its score in words and its moves, from a
 * Web Worker (engine-worker.ts) that deepens while the reader looks. The search pauses
 * while the tab is hidden and when the reader presses Stop; a new position starts a new
 * search. A line's move, clicked, plays the line to it on the analysis board. Shown only
 * where the fair-play rule allows it (README, "Fair play"): a finished game, or a game
 * against the computer. Never beside a game in progress between two people.
 */
import type { Game } from '../../engine/game.ts';
import type { GameStateView } from '../../shared/game-state.ts';
import type { EngineLine, EngineReply, EngineRequest } from './engine-messages.ts';
import { engineLines, keepEngineLines } from './engine-lines-setting.ts';
import { engineLinesHtml, engineSummary } from './engine-lines-render.ts';

/** Whether engine help may be shown beside this game. */
export const engineAllowed = (state: GameStateView): boolean =>
  state.status === 'finished' || Object.values(state.players).some((player) => player.computer !== undefined);

/** The spoken summary waits at least this long after the last, so a screen reader is not talked over. */
const SAY_GAP_MS = 2_000;

export class EngineView {
  readonly #button: HTMLButtonElement;
  readonly #panel: HTMLElement;
  readonly #run: HTMLButtonElement;
  readonly #count: HTMLSelectElement;
  readonly #status: HTMLElement;
  readonly #list: HTMLElement;
  readonly #said: HTMLElement;
  readonly #fairPlay: HTMLElement;
  readonly #explore: HTMLAnchorElement;
  readonly #game: Game;
  readonly #script: string;
  readonly #play: (moves: readonly string[]) => void;
  #on = false;
  /** The reader's Stop and Go: searching unless stopped. */
  #running = true;
  #worker: Worker | null = null;
  /** The position shown, and the one the worker was last asked about (with its variant). */
  #asked: string | null = null;
  #variant = '';
  #sent: string | null = null;
  #request = 0;
  #lines: readonly EngineLine[] = [];
  #depth = 0;
  #saidDepth = 0;
  #saidAt = 0;
  #sayTimer: ReturnType<typeof setTimeout> | null = null;

  /**
   * `redraw`: asks the page to draw again, which calls render with the position shown.
   * `play`: plays moves from the position shown on the analysis board.
   */
  constructor(box: HTMLElement, game: Game, redraw: () => void, play: (moves: readonly string[]) => void) {
    this.#game = game;
    this.#play = play;
    this.#script = box.dataset.engineScript!;
    this.#fairPlay = box.querySelector<HTMLElement>('[data-engine-fair-play]')!;
    this.#button = box.querySelector<HTMLButtonElement>('[data-engine-toggle]')!;
    this.#explore = box.querySelector<HTMLAnchorElement>('[data-explore-link]')!;
    this.#panel = box.querySelector<HTMLElement>('[data-engine-panel]')!;
    this.#run = box.querySelector<HTMLButtonElement>('[data-engine-run]')!;
    this.#count = box.querySelector<HTMLSelectElement>('[data-engine-count]')!;
    this.#status = box.querySelector<HTMLElement>('[data-engine-status]')!;
    this.#list = box.querySelector<HTMLElement>('[data-engine-lines]')!;
    this.#said = box.querySelector<HTMLElement>('[data-engine-said]')!;
    this.#count.value = String(engineLines());
    this.#button.addEventListener('click', () => {
      this.#on = !this.#on;
      if (!this.#on) this.#end();
      this.#asked = null;
      this.#draw();
      redraw();
    });
    this.#run.addEventListener('click', () => {
      this.#running = !this.#running;
      this.#follow();
      this.#draw();
    });
    this.#count.addEventListener('change', () => {
      keepEngineLines(Number(this.#count.value));
      // The search is asked again for the new number of lines.
      this.#sent = null;
      this.#follow();
    });
    this.#list.addEventListener('click', (event) => {
      const target = (event.target as Element).closest<HTMLElement>('[data-line][data-to]');
      if (!target) return;
      const line = this.#lines[Number(target.dataset.line)];
      if (line) this.#play(line.pv.slice(0, Number(target.dataset.to) + 1));
    });
    document.addEventListener('visibilitychange', () => this.#follow());
  }

  /** Follows the analysis board: `position` shown (null while closed), and whether help is allowed. */
  render(position: string | null, variant: string, allowed: boolean): void {
    this.#button.hidden = !allowed;
    this.#fairPlay.hidden = allowed;
    // The opening explorer shows the computer's evaluation too: linked only where its view is allowed.
    this.#explore.hidden = !allowed || position === null;
    if (position !== null)
      this.#explore.href = `/explore/${this.#game.id}/${variant}?position=${encodeURIComponent(position)}`;
    if (!allowed || position === null || !this.#on) {
      this.#end();
      this.#asked = null;
      this.#draw();
      return;
    }
    if (position === this.#asked) return;
    this.#asked = position;
    this.#variant = variant;
    this.#show(0, []);
    this.#follow();
    this.#draw();
  }

  #draw(): void {
    this.#button.textContent = this.#on ? 'Hide the computer’s view' : 'Show the computer’s view';
    this.#button.setAttribute('aria-pressed', String(this.#on));
    this.#panel.hidden = !this.#on || this.#button.hidden;
    this.#run.textContent = this.#running ? 'Stop' : 'Go';
    this.#run.setAttribute('aria-label', this.#running ? 'Stop the computer' : 'Go on thinking');
  }

  /** Searches the position shown while the view is on, the reader has not stopped it and the tab is seen; pauses otherwise. */
  #follow(): void {
    const wanted = this.#on && this.#asked !== null && this.#running && !document.hidden;
    if (!wanted) {
      this.#worker?.postMessage({ type: 'pause' } satisfies EngineRequest);
      if (this.#on && this.#asked !== null) this.#status.textContent = this.#running ? 'Paused' : 'Stopped';
      return;
    }
    if (this.#sent === this.#asked) {
      this.#worker?.postMessage({ type: 'resume' } satisfies EngineRequest);
      if (this.#panel.dataset.done !== 'true') this.#status.textContent = 'Thinking…';
      return;
    }
    this.#analyse(this.#asked!);
  }

  #end(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#sent = null;
  }

  #analyse(position: string): void {
    const id = ++this.#request;
    this.#sent = position;
    this.#show(0, []);
    this.#status.textContent = 'Thinking…';
    this.#panel.dataset.done = 'false';
    const worker = this.#worker ?? this.#start();
    worker.postMessage({
      type: 'analyse',
      id,
      variant: this.#variant,
      position,
      lines: Number(this.#count.value),
    } satisfies EngineRequest);
  }

  #start(): Worker {
    const worker = new Worker(this.#script, { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<EngineReply>) => {
      if (data.id !== this.#request) return;
      if (data.type === 'error')
        this.#status.textContent = `The computer could not read this position: ${data.message}`;
      else if (data.type === 'done') {
        this.#status.textContent =
          this.#depth === 0
            ? 'The game is over here: nothing to think about.'
            : `Depth ${this.#depth} · every line is a forced result`;
        this.#panel.dataset.done = 'true';
      } else {
        if (data.depth !== this.#depth) this.#show(data.depth, data.lines);
        // A report sent before the worker read a pause leaves "Paused" or "Stopped" standing.
        if (data.depth > 0 && this.#running && !document.hidden)
          this.#status.textContent = `Depth ${data.depth} · ${data.nps.toLocaleString('en')} positions a second`;
      }
    };
    worker.onerror = () => {
      this.#status.textContent = 'The computer’s view could not start in this browser.';
    };
    this.#worker = worker;
    return worker;
  }

  /** Draws a finished depth's lines, and says a summary of it (not more often than SAY_GAP_MS). */
  #show(depth: number, lines: readonly EngineLine[]): void {
    this.#depth = depth;
    this.#lines = lines;
    this.#panel.dataset.depth = String(depth);
    const toMove = this.#toMove();
    this.#list.innerHTML = engineLinesHtml(this.#game, toMove, lines);
    if (this.#sayTimer !== null) clearTimeout(this.#sayTimer);
    this.#sayTimer = null;
    if (depth === 0) {
      this.#saidDepth = 0;
      return;
    }
    const say = () => {
      this.#sayTimer = null;
      if (this.#depth === this.#saidDepth) return;
      this.#saidDepth = this.#depth;
      this.#saidAt = performance.now();
      this.#said.textContent = engineSummary(this.#game, toMove, this.#depth, this.#lines);
    };
    const wait = this.#saidAt + SAY_GAP_MS - performance.now();
    if (wait <= 0) say();
    else this.#sayTimer = setTimeout(say, wait);
  }

  #toMove(): string {
    const parsed = this.#asked === null ? null : this.#game.parsePosition(this.#asked);
    return parsed?.ok ? this.#game.toMove(parsed.value) : this.#game.sides[0].id;
  }
}
