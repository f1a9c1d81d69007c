/** /stats/:game/:variant: a variant's statistics in a few lines and tables, rated games and all. */
import type { Game } from '../../engine/game.ts';
import { html, page, type Html } from '../pages/layout.ts';
import { BAND_WIDTH } from '../db/variant-stats.ts';
import { resultBar } from '../pages/result-bar.ts';
import { lengthChart } from './length-chart.ts';
import type { BandStats, ScopeStats, VariantStats } from './variant-summary.ts';

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;

const scopeSection = (id: string, title: string, game: Game, stats: ScopeStats): Html => {
  const first = game.sides[0].name;
  if (stats.games === 0) return html`<section class="stack"><h2>${title}</h2><p>No game finished yet.</p></section>`;
  const score = stats.firstScore!;
  const plies = stats.plies!;
  return html`<section class="stack">
<h2>${title}</h2>
<table>
<tbody>
<tr><th scope="row">Games finished</th><td>${stats.games}</td></tr>
<tr><th scope="row">${first} wins, draws, ${game.sides[1].name} wins</th><td>${stats.firstWins}, ${stats.draws}, ${stats.secondWins}${resultBar(stats.firstWins, stats.draws, stats.secondWins)}</td></tr>
<tr><th scope="row">${first}'s score</th><td>${percent(score.value)} (95% interval ${percent(score.low)} to ${percent(score.high)})</td></tr>
<tr><th scope="row">Draws</th><td>${percent(stats.drawRate ?? 0)}</td></tr>
<tr><th scope="row">Length in moves (plies)</th><td>median ${plies.median}, quartiles ${plies.q1} and ${plies.q3}, from ${plies.min} to ${plies.max}</td></tr>
</tbody>
</table>
${lengthChart(`${id}-lengths`, stats.lengths)}
<h3>How games ended</h3>
<table>
<thead><tr><th scope="col">Ending</th><th scope="col">Games</th><th scope="col">Share</th></tr></thead>
<tbody>
${stats.endings.map((ending) => html`<tr><td>${ending.reason}</td><td>${ending.games}</td><td>${percent(ending.games / stats.games)}</td></tr>`)}
</tbody>
</table>
</section>`;
};

const bandsSection = (game: Game, bands: readonly BandStats[]): Html => {
  const [first, second] = game.sides;
  if (!bands.length) return html``;
  return html`<section class="stack">
<h2>Rated games by rating band</h2>
<table class="explorer-table">
<caption>By the players' mean rating before the game</caption>
<thead><tr><th scope="col">Ratings</th><th scope="col">Games</th><th scope="col">${first.name} wins / draws / ${second.name} wins</th><th scope="col">${first.name}'s score</th></tr></thead>
<tbody>
${bands.map(
  (
    band,
  ) => html`<tr><th scope="row">${band.band}–${band.band + BAND_WIDTH - 1}</th><td class="number">${band.games}</td>
<td>${band.firstWins} / ${band.draws} / ${band.secondWins}${resultBar(band.firstWins, band.draws, band.secondWins)}</td>
<td>${percent(band.firstScore.value)} (${percent(band.firstScore.low)} to ${percent(band.firstScore.high)})</td></tr>`,
)}
</tbody>
</table>
</section>`;
};

export const statsPage = (game: Game, stats: VariantStats): string => {
  const variant = game.variants.find((info) => info.id === stats.variant)!;
  return page({
    title: `${game.name} ${variant.name} statistics · Orrery`,
    description: `How finished public games of ${game.name} ${variant.name} on Orrery ended`,
    body: html`<section class="narrow stack">
<h1>${game.name} ${variant.name}: statistics</h1>
<p>Finished public games from the usual start (docs: records and statistics). As JSON: <a href="/api/stats/${game.id}/${variant.id}">/api/stats/${game.id}/${variant.id}</a>. <a href="/stats/${game.id}">All variants side by side</a> · <a href="/explore/${game.id}/${variant.id}">Opening explorer</a></p>
<nav aria-label="Variants"><p>${game.variants.map((other, index) => html`${index ? ' · ' : ''}<a href="/stats/${game.id}/${other.id}"${other.id === variant.id ? html` aria-current="page"` : ''}>${other.name}</a>`)}</p></nav>
${scopeSection('rated', 'Rated games', game, stats.rated)}
${bandsSection(game, stats.bands)}
${scopeSection('all', 'All games', game, stats.all)}
</section>`,
  });
};
