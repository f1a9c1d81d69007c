/**
 * /stats/:game: the designer's view, every variant of a game side by side (games, the
 * first side's score, draws, lengths, the commonest ending) with the findings in words;
 * read from the same counters as each variant's page, so it is current with every game's end.
 */
import type { Game } from '../../engine/game.ts';
import { html, page, type Html } from '../pages/layout.ts';
import { resultBar } from '../pages/result-bar.ts';
import { findingsOf } from './findings.ts';
import type { ScopeStats, VariantStats } from './variant-summary.ts';

const percent = (value: number | null | undefined): string =>
  value === null || value === undefined ? '–' : `${Math.round(value * 100)}%`;

const cells = (game: Game, variants: readonly VariantStats[], scope: 'all' | 'rated'): Html => {
  const row = (title: string, cell: (stats: ScopeStats) => Html | string): Html =>
    html`<tr><th scope="row">${title}</th>${variants.map((stats) => html`<td>${cell(stats[scope])}</td>`)}</tr>`;
  const [first, second] = game.sides;
  return html`${row('Games finished', (stats) => String(stats.games))}
${row(`${first.name} wins / draws / ${second.name} wins`, (stats) =>
  stats.games
    ? html`${stats.firstWins} / ${stats.draws} / ${stats.secondWins}${resultBar(stats.firstWins, stats.draws, stats.secondWins)}`
    : '–',
)}
${row(`${first.name}'s score (95% interval)`, (stats) =>
  stats.firstScore
    ? `${percent(stats.firstScore.value)} (${percent(stats.firstScore.low)}–${percent(stats.firstScore.high)})`
    : '–',
)}
${row('Draws', (stats) => percent(stats.drawRate))}
${row('Median length (plies)', (stats) => (stats.plies ? String(stats.plies.median) : '–'))}
${row('Commonest ending', (stats) => (stats.endings[0] ? `${stats.endings[0].reason} (${percent(stats.endings[0].games / stats.games)})` : '–'))}`;
};

const table = (
  game: Game,
  variants: readonly VariantStats[],
  scope: 'all' | 'rated',
  caption: string,
): Html => html`<div class="table-scroll"><table class="explorer-table">
<caption>${caption}</caption>
<thead><tr><td></td>${variants.map((stats) => html`<th scope="col"><a href="/stats/${game.id}/${stats.variant}">${game.variants.find((variant) => variant.id === stats.variant)?.name ?? stats.variant}</a></th>`)}</tr></thead>
<tbody>
${cells(game, variants, scope)}
</tbody>
</table></div>`;

export const gameOverviewPage = (game: Game, variants: readonly VariantStats[]): string => {
  const findings = findingsOf(game, variants);
  return page({
    title: `${game.name} statistics · Orrery`,
    description: `How finished public games of every ${game.name} variant on Orrery went, side by side`,
    body: html`<section class="narrow stack">
<h1>${game.name}: statistics across variants</h1>
<p>Finished public games from the usual start, counted as each ends. As JSON: <a href="/api/stats/${game.id}">/api/stats/${game.id}</a>. <a href="/explore/${game.id}">Opening explorer</a></p>
<section class="stack">
<h2>Findings</h2>
${findings.length ? html`<ul>${findings.map((finding) => html`<li>${finding}</li>`)}</ul>` : html`<p>No game finished yet.</p>`}
</section>
<section class="stack"><h2>Rated games</h2>${table(game, variants, 'rated', `Rated ${game.name} games by variant`)}</section>
<section class="stack"><h2>All games</h2>${table(game, variants, 'all', `All ${game.name} games by variant`)}</section>
</section>`,
  });
};
