/**
 * "The computer's view" on the analysis board: its evaluation and best line for the
 * position shown, from a Web Worker (engine-worker.ts), deepening while the reader
 * looks. Shown only where the fair-play rule allows it (README, "Fair play"): a
 * finished game, or a game against the computer. Never beside a game in progress
 * between two people.
 */
import type { Game } from '../../engine/game.ts';
import type { GameStateView } from '../../shared/game-state.ts';
import type { EngineReply, EngineRequest } from './engine-messages.ts';
import { scoreWords } from '../../shared/score-words.ts';

/** Whether engine help may be shown beside this game. */
export const engineAllowed = (state: GameStateView): boolean =>
  state.status === 'finished' || Object.values(state.players).some((player) => player.computer !== undefined);

export class EngineView {
  readonly #button: HTMLButtonElement;
  readonly #line: HTMLElement;
  readonly #fairPlay: HTMLElement;
  readonly #explore: HTMLAnchorElement;
  readonly #game: Game;
  readonly #script: string;
  #on = false;
  #worker: Worker | null = null;
  #asked: string | null = null;
  #request = 0;

  /** `redraw`: asks the page to draw again, which calls render with the position shown. */
  constructor(box: HTMLElement, game: Game, redraw: () => void) {
    this.#game = game;
    this.#script = box.dataset.engineScript!;
    this.#fairPlay = box.querySelector<HTMLElement>('[data-engine-fair-play]')!;
    this.#button = box.querySelector<HTMLButtonElement>('[data-engine-toggle]')!;
    this.#explore = box.querySelector<HTMLAnchorElement>('[data-explore-link]')!;
    this.#line = box.querySelector<HTMLElement>('[data-engine-line]')!;
    this.#button.addEventListener('click', () => {
      this.#on = !this.#on;
      if (!this.#on) this.#stop();
      this.#asked = null;
      this.#draw();
      redraw();
    });
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
      this.#stop();
      this.#asked = null;
      this.#draw();
      return;
    }
    if (position === this.#asked) return;
    this.#asked = position;
    this.#think(position!, variant);
    this.#draw();
  }

  #draw(): void {
    this.#button.textContent = this.#on ? 'Hide the computer’s view' : 'Show the computer’s view';
    this.#button.setAttribute('aria-pressed', String(this.#on));
    this.#line.hidden = !this.#on || this.#button.hidden;
  }

  #stop(): void {
    this.#worker?.terminate();
    this.#worker = null;
  }

  /** A new worker per position: ending the old one is the only way to stop its search at once. */
  #think(position: string, variant: string): void {
    this.#stop();
    const id = ++this.#request;
    const parsed = this.#game.parsePosition(position);
    const toMove = parsed.ok ? this.#game.toMove(parsed.value) : this.#game.sides[0].id;
    this.#line.textContent = 'Thinking…';
    const worker = new Worker(this.#script, { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<EngineReply>) => {
      if (data.id !== id) return;
      if (data.type === 'error') this.#line.textContent = `The computer could not read this position: ${data.message}`;
      else if (data.type === 'done') {
        if (this.#line.textContent === 'Thinking…')
          this.#line.textContent = 'The game is over here: nothing to think about.';
        this.#line.dataset.done = 'true';
      } else {
        const line = data.pv.slice(0, 8).join(' ');
        this.#line.textContent = `${scoreWords(this.#game, toMove, data.score)} · depth ${data.depth} · best line: ${line}`;
        this.#line.dataset.depth = String(data.depth);
      }
    };
    worker.onerror = () => {
      this.#line.textContent = 'The computer’s view could not start in this browser.';
    };
    this.#line.dataset.done = 'false';
    delete this.#line.dataset.depth;
    worker.postMessage({ id, variant, position } satisfies EngineRequest);
    this.#worker = worker;
  }
}
