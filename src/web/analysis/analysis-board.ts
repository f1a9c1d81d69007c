/**
 * The analysis board: explore from any position of the game, moves for either side made
 * with the game's own input (taps, choices, typed notation) and judged by the engine,
 * which also says what each move did. Moves grow a tree of variations (analysis-tree.ts)
 * kept for the seat on the server, or for a watcher in the browser (analysis-save.ts).
 * The game page hands it taps, keys and the game's moves, and draws it (analysis-render.ts).
 */
import type { MoveOption } from '../../engine/game.ts';
import type { BoardGame } from '../games/board-game.ts';
import { sentence } from '../../shared/sentence.ts';
import type { GameRecord } from '../play/game-record.ts';
import {
  IDLE,
  choose,
  tap,
  typed,
  type Message,
  type Selection,
  type TapContext,
  type TapResult,
} from '../play/move-input.ts';
import { ANALYSIS_MAX_MOVES } from '../../shared/seat-papers.ts';
import type { AnalysisKeeper } from './analysis-save.ts';
import {
  addBranches,
  addMove,
  back,
  branchesOf,
  followGame,
  forward,
  gameNodeAt,
  lineEnd,
  lineTo,
  newRoot,
  removeNode,
  sideways,
  variationMoves,
  type TreeNode,
} from './analysis-tree.ts';

export interface AnalysisHooks {
  redraw(): void;
  say(message: Message | null): void;
  isSquare(name: string): boolean;
}

export type SaveStatus = 'idle' | 'loading' | 'waiting' | 'saving' | 'saved' | 'problem';

/** How long after the last change the analysis is saved: a burst of moves is one save. */
const SAVE_DELAY_MS = 700;

const info = (text: string): Message => ({ text, tone: 'info' });
const problem = (text: string): Message => ({ text, tone: 'problem' });

export class AnalysisBoard<P, M> {
  readonly board: BoardGame<P, M>;
  readonly variant: string;
  readonly root: TreeNode = newRoot();
  open = false;
  current: TreeNode;
  selection: Selection<M> = IDLE;
  /** Rises with every change of the tree, so the list is rebuilt only then. */
  version = 0;
  saveStatus: SaveStatus = 'idle';
  saveProblem: string | null = null;
  readonly #record: GameRecord<P, M>;
  readonly #hooks: AnalysisHooks;
  #keeper: AnalysisKeeper;
  #loaded: Promise<void> | null = null;
  #saveTimer: ReturnType<typeof setTimeout> | null = null;
  readonly #positions = new WeakMap<TreeNode, P>();
  readonly #ids = new WeakMap<TreeNode, number>();
  readonly #nodes = new Map<number, WeakRef<TreeNode>>();
  #nextId = 1;

  constructor(
    board: BoardGame<P, M>,
    variant: string,
    record: GameRecord<P, M>,
    keeper: AnalysisKeeper,
    hooks: AnalysisHooks,
  ) {
    this.board = board;
    this.variant = variant;
    this.#record = record;
    this.#keeper = keeper;
    this.#hooks = hooks;
    this.current = this.root;
    followGame(this.root, record.allMoves ?? []);
    // A page closed within the moment before a save still saves (at once in this browser; the server's is a try).
    addEventListener('pagehide', () => {
      if (this.#saveTimer !== null) void this.saveNow();
    });
  }

  get where(): string {
    return this.#keeper.where;
  }

  /** Another keeper (a seat found to be lost): what is shown is saved there from now on. */
  keepWith(keeper: AnalysisKeeper): void {
    this.#keeper = keeper;
    if (this.#loaded) this.#scheduleSave();
  }

  idOf(node: TreeNode): number {
    let id = this.#ids.get(node);
    if (id === undefined) {
      id = this.#nextId++;
      this.#ids.set(node, id);
      this.#nodes.set(id, new WeakRef(node));
    }
    return id;
  }

  nodeOf(id: number): TreeNode | null {
    return this.#nodes.get(id)?.deref() ?? null;
  }

  /** Moves outside the game, all variations together. */
  get moves(): number {
    return variationMoves(this.root);
  }

  /** The game's new moves join the main line; a variation that foresaw them becomes it. */
  followGame(): void {
    const before = gameNodeAt(this.root, this.#record.ply);
    followGame(this.root, this.#record.allMoves ?? []);
    // Moves taken back from the game stay on the board as a variation.
    let beyond = gameNodeAt(this.root, this.#record.ply)?.children[0];
    const taken = beyond?.game === true;
    while (beyond?.game) {
      beyond.game = false;
      beyond = beyond.children[0];
    }
    if (before === null || taken) this.version++;
  }

  /** Opens the board at the position after `ply` game moves, loading what was kept the first time. */
  openAt(ply: number): void {
    this.open = true;
    this.current = gameNodeAt(this.root, ply) ?? this.root;
    this.selection = IDLE;
    this.#hooks.say(
      info(
        'Analysis: play moves for either side; nothing here is sent to the game. ← → move along a line, ↑ ↓ between variations.',
      ),
    );
    this.#load();
    this.#hooks.redraw();
  }

  close(): void {
    this.open = false;
    this.selection = IDLE;
    this.#hooks.say(null);
    this.#hooks.redraw();
  }

  #load(): void {
    if (this.#loaded) return;
    this.saveStatus = 'loading';
    this.#loaded = this.#keeper.load().then((branches) => {
      addBranches(this.root, branches);
      this.saveStatus = 'idle';
      this.version++;
      this.#hooks.redraw();
    });
  }

  /** The position at `node`, replayed from the nearest one known; null when a move does not replay. */
  positionOf(node: TreeNode): P | null {
    if (node.game) return this.#record.positionAt(node.ply);
    const known = this.#positions.get(node);
    if (known !== undefined) return known;
    const path: TreeNode[] = [];
    let at: TreeNode = node;
    while (!at.game && !this.#positions.has(at)) {
      path.push(at);
      at = at.parent!;
    }
    let position = at.game ? this.#record.positionAt(at.ply) : this.#positions.get(at)!;
    const { game } = this.board;
    for (let index = path.length - 1; index >= 0; index--) {
      if (position === null) return null;
      const step = path[index]!;
      const move = game.parseMove(position, this.variant, step.move!);
      const played = move.ok ? game.play(position, this.variant, move.value) : null;
      if (!played?.ok) return null;
      position = played.value.position;
      this.#positions.set(step, position);
    }
    return position;
  }

  /** Why no move can be made at the current node, or null. */
  #blocked(position: P): string | null {
    const outcome = this.board.game.outcome(position, this.variant);
    return outcome ? `The game is over in this line: ${this.board.game.describeOutcome(outcome)}.` : null;
  }

  #context(): TapContext<P, M> | null {
    const position = this.positionOf(this.current);
    if (position === null) return null;
    return {
      board: this.board,
      position,
      variant: this.variant,
      blocked: this.#blocked(position),
      isSquare: (name) => this.#hooks.isSquare(name),
    };
  }

  /** A tap's result: a finished move is played at once (nothing is sent, so nothing to confirm). */
  #apply(result: TapResult<M>, context: TapContext<P, M>): void {
    if (result.selection.stage === 'confirm') {
      this.selection = IDLE;
      this.play(result.selection.option.notation, context.position);
      return;
    }
    this.selection = result.selection;
    this.#hooks.say(result.selection.stage === 'choice' ? null : result.message);
    this.#hooks.redraw();
  }

  tap(square: string): void {
    const context = this.#context();
    if (context) this.#apply(tap(this.selection, square, context), context);
  }

  typed(text: string): boolean {
    const context = this.#context();
    if (!context) return false;
    const result = typed(text, context);
    this.#apply(result, context);
    return result.selection.stage === 'confirm';
  }

  choose(option: MoveOption<M>): void {
    const context = this.#context();
    if (context) this.#apply(choose(this.selection, option, context), context);
  }

  cancel(): void {
    if (this.selection.stage === 'idle') return;
    this.selection = IDLE;
    this.#hooks.say(info('Nothing selected.'));
    this.#hooks.redraw();
  }

  /** Plays `notation` (strict) at the current node: along an existing line, or as a new variation. */
  play(notation: string, position: P): void {
    const existing = this.current.children.some((child) => child.move === notation);
    if (!existing && this.moves >= ANALYSIS_MAX_MOVES) {
      this.#hooks.say(problem(`Analysis holds at most ${ANALYSIS_MAX_MOVES} moves; delete a variation to make room.`));
      this.#hooks.redraw();
      return;
    }
    this.current = addMove(this.current, notation);
    if (!existing) {
      this.version++;
      this.#scheduleSave();
    }
    const { game } = this.board;
    const move = game.parseMove(position, this.variant, notation);
    const played = move.ok ? game.play(position, this.variant, move.value) : null;
    const words = played?.ok
      ? [
          ...played.value.events.map((event) => game.describeEvent(event)),
          ...(played.value.outcome ? [`${game.describeOutcome(played.value.outcome)}.`] : []),
        ].join(' ')
      : '';
    const where = this.current.game ? ' (the move the game went on with)' : '';
    this.#hooks.say(info(`${notation}${where}: ${sentence(words) || 'played.'}`));
    this.#hooks.redraw();
  }

  go(node: TreeNode): void {
    if (node === this.current) return;
    this.current = node;
    this.selection = IDLE;
    this.#hooks.say(null);
    this.#hooks.redraw();
  }

  /** ← → along the line, ↑ ↓ between variations, Home and End to its ends. */
  key(key: string): boolean {
    const target = {
      ArrowLeft: () => back(this.current),
      ArrowRight: () => forward(this.current),
      ArrowUp: () => sideways(this.current, -1),
      ArrowDown: () => sideways(this.current, 1),
      Home: () => this.root,
      End: () => lineEnd(this.current),
    }[key];
    if (!target) return false;
    this.go(target());
    return true;
  }

  deleteCurrent(): void {
    if (this.current.game) {
      this.#hooks.say(problem('The game’s own moves stay: pick a move of a variation to delete it.'));
      this.#hooks.redraw();
      return;
    }
    const removed = this.current.move;
    this.current = removeNode(this.current);
    this.version++;
    this.#scheduleSave();
    this.#hooks.say(info(`Deleted the variation from ${removed}.`));
    this.#hooks.redraw();
  }

  /** The line from the start to the current move as movetext, numbered as the game's record. */
  lineText(): string {
    const start = this.#record.positionAt(0);
    if (start === null) return '';
    const { game } = this.board;
    const record = game.makeRecord({ variant: this.variant, start: game.makePosition(start) }, lineTo(this.current));
    return record
      .split('\n')
      .filter((line) => !line.startsWith('['))
      .join(' ')
      .trim();
  }

  /** Movetext (or a whole record) from the game's start, added to the tree; nothing is added unless all of it plays. */
  paste(text: string): boolean {
    const start = this.#record.positionAt(0);
    if (start === null || text.trim() === '') return false;
    const { game } = this.board;
    const startText = game.makePosition(start);
    const tagged = /^\s*\[/.test(text) ? text : `[Variant "${this.variant}"]\n[Position "${startText}"]\n\n${text}`;
    const replayed = game.replayRecord(tagged, { variant: this.variant });
    if (!replayed.ok) {
      this.#hooks.say(problem(`Could not read that line: ${replayed.error.message}`));
      this.#hooks.redraw();
      return false;
    }
    const { notation, stopped } = replayed.value;
    if (game.makePosition(replayed.value.start) !== startText) {
      this.#hooks.say(problem('That record starts from another position than this game.'));
      this.#hooks.redraw();
      return false;
    }
    if (stopped) {
      this.#hooks.say(
        problem(`Could not add that line: move ${stopped.ply + 1} (${stopped.text}): ${stopped.error.message}`),
      );
      this.#hooks.redraw();
      return false;
    }
    // Count what is new before adding anything: a line over the limit is refused whole.
    let added = 0;
    let walk: TreeNode | undefined = this.root;
    for (const move of notation) {
      walk = walk?.children.find((child) => child.move === move);
      if (!walk) added++;
    }
    if (added > 0 && this.moves + added > ANALYSIS_MAX_MOVES) {
      this.#hooks.say(
        problem(`That line would take the analysis over ${ANALYSIS_MAX_MOVES} moves; delete a variation first.`),
      );
      this.#hooks.redraw();
      return false;
    }
    let node = this.root;
    for (const move of notation) node = addMove(node, move);
    this.current = node;
    this.selection = IDLE;
    if (added) {
      this.version++;
      this.#scheduleSave();
    }
    this.#hooks.say(info(`Line of ${notation.length} moves added (${added} new).`));
    this.#hooks.redraw();
    return true;
  }

  #scheduleSave(): void {
    if (this.#saveTimer !== null) clearTimeout(this.#saveTimer);
    this.saveStatus = 'waiting';
    this.#saveTimer = setTimeout(() => void this.saveNow(), SAVE_DELAY_MS);
  }

  /** Saves what is shown now (after loading what was kept, so nothing kept is overwritten). */
  async saveNow(): Promise<void> {
    if (this.#saveTimer !== null) clearTimeout(this.#saveTimer);
    this.#saveTimer = null;
    await this.#loaded;
    this.saveStatus = 'saving';
    this.#hooks.redraw();
    const problemText = await this.#keeper.save(branchesOf(this.root));
    this.saveStatus = problemText === null ? 'saved' : 'problem';
    this.saveProblem = problemText;
    this.#hooks.redraw();
  }

  /** Whether a save is waiting or under way, for the page to warn before it is closed. */
  get unsaved(): boolean {
    return this.#saveTimer !== null || this.saveStatus === 'saving';
  }
}
