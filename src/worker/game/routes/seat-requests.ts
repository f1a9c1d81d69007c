/**
 * Reading the bodies of a seat's own requests (notes, analysis, conditional moves) into
 * valid values, with an error that says what was wrong and how to fix it. Only their
 * shape is checked here; the game's object checks every move with the engine.
 */
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';
import { MAX_LINES, MAX_LINE_MOVES } from '../conditional/forecast.ts';
import { readTakebacks } from '../game-request.ts';
import { flattenBranch, type FlatBranch } from '../../../shared/analysis-flat.ts';
import { ANALYSIS_MAX_MOVES, NOTES_MAX_BYTES, type AnalysisNode } from '../../../shared/seat-papers.ts';

type Checked<T> = Result<T, EngineError>;

const MOVE_MAX = 200;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const onlyFields = (value: Record<string, unknown>, allowed: readonly string[], where: string): EngineError | null => {
  const extra = Object.keys(value).filter((key) => !allowed.includes(key));
  return extra.length
    ? {
        code: 'ERR_FIELD',
        message: `${where}: unknown field ${JSON.stringify(extra[0]!.slice(0, 40))}; allowed: ${allowed.join(', ')}`,
      }
    : null;
};

/** Control characters other than tab and line breaks: never part of plain text. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** `{"text": "…"}`: plain text of at most NOTES_MAX_BYTES, line breaks as `\n`. */
export const readNotesRequest = (body: unknown): Checked<string> => {
  if (!isObject(body) || typeof body.text !== 'string')
    return failure('ERR_FIELD', 'the body must be {"text": "…"}: your notes as plain text ("" clears them)');
  const extra = onlyFields(body, ['text'], 'body');
  if (extra) return { ok: false, error: extra };
  const text = body.text.replace(/\r\n?/g, '\n');
  if (CONTROL.test(text))
    return failure('ERR_NOTES', 'notes are plain text: control characters other than tabs and line breaks are refused');
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > NOTES_MAX_BYTES)
    return failure(
      'ERR_NOTES_TOO_LARGE',
      `notes may be at most ${NOTES_MAX_BYTES} bytes (10 KB) of UTF-8; these are ${bytes}: shorten them`,
    );
  return ok(text);
};

const wholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** One list of alternatives, checked without recursion: lines may be thousands of moves deep. */
const readNodes = (nodes: unknown, where: string, budget: { left: number }): Checked<readonly AnalysisNode[]> => {
  if (!Array.isArray(nodes)) return failure('ERR_ANALYSIS', `${where} must be a list of {"move": …, "next": […]}`);
  const stack: { list: unknown[]; where: string }[] = [{ list: nodes, where }];
  while (stack.length) {
    const { list, where: at } = stack.pop()!;
    budget.left -= list.length;
    if (budget.left < 0)
      return failure(
        'ERR_ANALYSIS_TOO_LARGE',
        `a seat's analysis may hold at most ${ANALYSIS_MAX_MOVES} moves in all; delete some variations and save again`,
      );
    const seen = new Set<string>();
    for (let index = 0; index < list.length; index++) {
      const node = list[index];
      const here = `${at}[${index}]`;
      if (!isObject(node)) return failure('ERR_ANALYSIS', `${here} must be an object like {"move": "…", "next": []}`);
      const extra = onlyFields(node, ['move', 'next'], here);
      if (extra) return failure('ERR_ANALYSIS', extra.message);
      if (typeof node.move !== 'string' || node.move.trim() === '' || node.move.length > MOVE_MAX)
        return failure('ERR_ANALYSIS', `${here}.move must be a move in notation (1 to ${MOVE_MAX} characters)`);
      if (seen.has(node.move.trim()))
        return failure(
          'ERR_ANALYSIS',
          `${here}: "${node.move.slice(0, 40)}" appears twice among the same alternatives`,
        );
      seen.add(node.move.trim());
      if (node.next === undefined) continue;
      if (!Array.isArray(node.next)) return failure('ERR_ANALYSIS', `${here}.next must be a list of moves`);
      stack.push({ list: node.next, where: `${here}.next` });
    }
  }
  return ok(nodes as readonly AnalysisNode[]);
};

/** `{"branches": [{"ply": 4, "moves": [{"move": "…", "next": […]}]}]}`, flattened. */
export const readAnalysisRequest = (body: unknown): Checked<FlatBranch[]> => {
  if (!isObject(body) || !Array.isArray(body.branches))
    return failure(
      'ERR_ANALYSIS',
      'the body must be {"branches": [{"ply": 4, "moves": [{"move": "…", "next": […]}]}]} ({"branches": []} clears it)',
    );
  const extra = onlyFields(body, ['branches'], 'body');
  if (extra) return { ok: false, error: extra };
  const budget = { left: ANALYSIS_MAX_MOVES };
  const plies = new Set<number>();
  const branches: FlatBranch[] = [];
  for (let index = 0; index < body.branches.length; index++) {
    const branch: unknown = body.branches[index];
    const where = `branches[${index}]`;
    if (!isObject(branch)) return failure('ERR_ANALYSIS', `${where} must be {"ply": …, "moves": […]}`);
    const extraBranch = onlyFields(branch, ['ply', 'moves'], where);
    if (extraBranch) return failure('ERR_ANALYSIS', extraBranch.message);
    if (!wholeNumber(branch.ply))
      return failure('ERR_ANALYSIS', `${where}.ply must be the number of game moves the variations start after`);
    if (plies.has(branch.ply))
      return failure('ERR_ANALYSIS', `${where}: two branches start after move ${branch.ply}; put them in one`);
    plies.add(branch.ply);
    const moves = readNodes(branch.moves, `${where}.moves`, budget);
    if (!moves.ok) return moves;
    if (moves.value.length) branches.push(flattenBranch({ ply: branch.ply, moves: moves.value }));
  }
  return ok(branches.sort((a, b) => a.ply - b.ply));
};

/** `{"ply": 12, "lines": [["X", "Y", "Z", "W"], ["X2", "Y2"]]}`: lines from the opponent's next move, each ending with a reply. */
export interface ConditionalRequest {
  readonly ply: number;
  readonly takebacks?: number;
  readonly lines: string[][];
}

export const readConditionalRequest = (body: unknown): Checked<ConditionalRequest> => {
  const shape = 'the body must be {"ply": <moves played now>, "lines": [["their move", "your reply", …], …]}';
  if (!isObject(body)) return failure('ERR_CONDITIONAL', shape);
  const extra = onlyFields(body, ['ply', 'takebacks', 'lines'], 'body');
  if (extra) return { ok: false, error: extra };
  if (!wholeNumber(body.ply))
    return failure('ERR_PLY', 'ply is required: the number of moves played so far (it is "ply" in GET /api/games/:id)');
  const takebacks = readTakebacks(body.takebacks);
  if (!takebacks.ok) return takebacks;
  if (!Array.isArray(body.lines)) return failure('ERR_CONDITIONAL', shape);
  if (body.lines.length > MAX_LINES)
    return failure('ERR_CONDITIONAL', `at most ${MAX_LINES} lines; these are ${body.lines.length}`);
  const lines: string[][] = [];
  for (let index = 0; index < body.lines.length; index++) {
    const line: unknown = body.lines[index];
    const where = `lines[${index}]`;
    if (
      !Array.isArray(line) ||
      line.some((move) => typeof move !== 'string' || move.trim() === '' || move.length > MOVE_MAX)
    )
      return failure('ERR_CONDITIONAL', `${where} must be a list of moves in notation`);
    if (line.length < 2 || line.length % 2 === 1)
      return failure(
        'ERR_CONDITIONAL',
        `${where} has ${line.length} move${line.length === 1 ? '' : 's'}: a line is pairs of their move and your reply, so it ends with a reply`,
      );
    if (line.length > MAX_LINE_MOVES)
      return failure('ERR_CONDITIONAL', `${where}: a line may be at most ${MAX_LINE_MOVES} moves long`);
    lines.push(line as string[]);
  }
  return ok({ ply: body.ply, ...takebacks.value, lines });
};
