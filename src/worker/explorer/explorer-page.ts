/**
 * /explore/:game/:variant: one position of the opening explorer as a page that needs no
 * script: the board, the moves that led here (each a link back), the moves played from
 * here as links one step on, with their results in figures and a bar, the computer's
 * evaluation, the games that reached the position, and forms to paste moves or a position.
 */
import type { Game } from '../../engine/game.ts';
import { boardSvg, moveSquares } from '../../render/board-svg.ts';
import { explorerPlace } from '../../explorer/explorer-place.ts';
import { html, page, raw, type Html } from '../pages/layout.ts';
import type { ExplorerAnswer, ExplorerGame, ExplorerMove } from './explorer-answer.ts';
import { resultBar } from '../pages/result-bar.ts';

const percent = (part: number, whole: number): string => `${whole ? Math.round((part / whole) * 100) : 0}%`;

/** Where a step from here leads: more moves from the start, or the next position when the reader pasted one. */
const hrefOf = (game: Game, variant: string, answer: ExplorerAnswer, move: string): string => {
  const base = `/explore/${game.id}/${variant}`;
  if (answer.moves) return `${base}?moves=${encodeURIComponent([...answer.moves, move].join(' '))}`;
  const position = game.parsePosition(answer.position);
  if (!position.ok) return base;
  const parsed = game.parseMove(position.value, variant, move);
  const played = parsed.ok ? game.play(position.value, variant, parsed.value) : null;
  return played?.ok ? `${base}?position=${encodeURIComponent(game.makePosition(played.value.position))}` : base;
};

const pathLinks = (game: Game, variant: string, moves: readonly string[]): Html => {
  const base = `/explore/${game.id}/${variant}`;
  const last = moves.length;
  return html`<nav aria-label="Moves to this position"><p class="explorer-path">${
    last ? html`<a href="${base}">Start</a>` : html`<span aria-current="page">Start</span>`
  }${moves.map((move, index) => {
    const label = index % 2 === 0 ? `${index / 2 + 1}. ${move}` : move;
    return index + 1 === last
      ? html` · <span aria-current="page">${label}</span>`
      : html` · <a href="${base}?moves=${encodeURIComponent(moves.slice(0, index + 1).join(' '))}">${label}</a>`;
  })}</p></nav>`;
};

const movesTable = (game: Game, variant: string, answer: ExplorerAnswer): Html => {
  const [first, second] = game.sides;
  if (!answer.next.length)
    return html`<p>No finished public game played a move from here${answer.moves && answer.moves.length >= answer.plies ? html` (the explorer follows each game's first ${answer.plies} moves)` : ''}.</p>`;
  const row = (move: ExplorerMove): Html => html`<tr>
<th scope="row"><a href="${hrefOf(game, variant, answer, move.move)}">${move.move}</a></th>
<td class="number">${move.games}</td>
<td>${percent(move.firstWins, move.games)} / ${percent(move.draws, move.games)} / ${percent(move.secondWins, move.games)}${resultBar(move.firstWins, move.draws, move.secondWins)}</td>
<td class="number">${Math.round(move.firstScore * 100)}%</td>
</tr>`;
  return html`<table class="explorer-table">
<caption>Moves played from here in ${answer.games} ${answer.games === 1 ? 'game' : 'games'}</caption>
<thead><tr><th scope="col">Move</th><th scope="col">Games</th><th scope="col">${first.name} wins / draws / ${second.name} wins</th><th scope="col">${first.name}'s score</th></tr></thead>
<tbody>
${answer.next.map(row)}
</tbody>
</table>`;
};

const gameLine = (game: Game, listed: ExplorerGame): Html => {
  const names = game.sides.map((side) => listed.players[side.id] ?? '?').join(' v ');
  const winner = game.sides.find((side) => side.id === listed.result.winner)?.name;
  const result = winner ? `${winner} won` : 'drawn';
  return html`<li><a href="/g/${listed.id}">${names}</a>: ${result}${listed.result.reason ? ` (${listed.result.reason})` : ''}, ${listed.plies} plies, ${listed.ended.slice(0, 10)}${listed.rating === null ? '' : `, rated ${listed.rating}`}</li>`;
};

const gamesList = (game: Game, title: string, games: readonly ExplorerGame[]): Html =>
  html`<section class="stack"><h2>${title}</h2>${
    games.length ? html`<ul>${games.map((listed) => gameLine(game, listed))}</ul>` : html`<p>None yet.</p>`
  }</section>`;

const evaluationLine = (answer: ExplorerAnswer): Html =>
  answer.evaluation
    ? html`<p><strong>The computer's evaluation:</strong> ${answer.evaluation.words}; it would play ${answer.evaluation.best} (depth ${answer.evaluation.depth}, ${answer.evaluation.nodes} positions searched).</p>`
    : html`<p>The computer evaluates positions that finished games reached.</p>`;

const pasteForms = (
  game: Game,
  variant: string,
  answer: ExplorerAnswer,
): Html => html`<section class="stack explorer-form">
<h2>Go to a position</h2>
<form method="get" action="/explore/${game.id}/${variant}" class="stack">
<label for="explore-moves">Moves from the start, or a whole record</label>
<textarea id="explore-moves" name="moves" rows="3" spellcheck="false">${answer.moves?.join(' ') ?? ''}</textarea>
<button type="submit" class="button">Show after these moves</button>
</form>
<form method="get" action="/explore/${game.id}/${variant}" class="stack">
<label for="explore-position">A position in ${game.name}'s notation</label>
<textarea id="explore-position" name="position" rows="2" spellcheck="false">${answer.moves ? '' : answer.position}</textarea>
<button type="submit" class="button">Show this position</button>
</form>
</section>`;

/** The squares of the move that led here, drawn as the game page draws a last move; none for a pasted position. */
const lastMoveSquares = (game: Game, answer: ExplorerAnswer): string[] => {
  const moves = answer.moves ?? [];
  if (!moves.length) return [];
  const before = explorerPlace(game, answer.variant, { moves: moves.slice(0, -1).join(' ') });
  return before.ok ? moveSquares(game.id, before.value.position, moves[moves.length - 1]!) : [];
};

export const explorerPage = (game: Game, answer: ExplorerAnswer): string => {
  const variant = game.variants.find((info) => info.id === answer.variant)!;
  const toMove = game.sides.find((side) => side.id === answer.toMove)?.name ?? answer.toMove;
  const svg = boardSvg({
    game: game.id,
    position: answer.position,
    highlight: lastMoveSquares(game, answer),
    mode: 'page',
  }).replace('<svg', '<svg aria-hidden="true" focusable="false"');
  const where = answer.moves
    ? answer.moves.length
      ? `after ${answer.moves.join(' ')}`
      : 'at the start'
    : 'in the position given';
  const json = `/api/explore/${game.id}/${variant.id}${answer.moves?.length ? `?moves=${encodeURIComponent(answer.moves.join(' '))}` : answer.moves ? '' : `?position=${encodeURIComponent(answer.position)}`}`;
  return page({
    title: `${game.name} ${variant.name} opening explorer · Orrery`,
    description: `The moves played in finished public games of ${game.name} ${variant.name} on Orrery, and how they scored`,
    body: html`<section class="narrow stack">
<h1>${game.name} ${variant.name}: opening explorer</h1>
<p>What finished public games played from here, and how they ended (the first ${answer.plies} moves of each game). <a href="/stats/${game.id}/${variant.id}">Statistics</a> · <a href="${json}">As JSON</a></p>
<nav aria-label="Variants"><p>${game.variants.map((other, index) => html`${index ? ' · ' : ''}<a href="/explore/${game.id}/${other.id}"${other.id === variant.id ? html` aria-current="page"` : ''}>${other.name}</a>`)}</p></nav>
${answer.moves ? pathLinks(game, variant.id, answer.moves) : ''}
<figure class="explorer-board"><div role="img" aria-label="The ${game.name} board ${where}">${raw(svg)}</div><figcaption class="muted">${toMove} to move.</figcaption></figure>
${evaluationLine(answer)}
${movesTable(game, variant.id, answer)}
${gamesList(game, 'Newest games from here', answer.newest)}
${gamesList(game, 'Highest-rated games from here', answer.highestRated)}
${pasteForms(game, variant.id, answer)}
</section>`,
  });
};
