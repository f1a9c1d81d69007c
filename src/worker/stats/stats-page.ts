/** /stats/:game/:variant: a variant's statistics in a few lines and tables, rated games and all. */
import type { Game } from '../../engine/game.ts';
import { html, page, type Html } from '../pages/layout.ts';
import type { ScopeStats, VariantStats } from './variant-summary.ts';

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;

const scopeSection = (title: string, game: Game, stats: ScopeStats): Html => {
  const first = game.sides[0].name;
  if (stats.games === 0) return html`<section class="stack"><h2>${title}</h2><p>No game finished yet.</p></section>`;
  const score = stats.firstScore!;
  const plies = stats.plies!;
  return html`<section class="stack">
<h2>${title}</h2>
<table>
<tbody>
<tr><th scope="row">Games finished</th><td>${stats.games}</td></tr>
<tr><th scope="row">${first} wins, draws, ${game.sides[1].name} wins</th><td>${stats.firstWins}, ${stats.draws}, ${stats.secondWins}</td></tr>
<tr><th scope="row">${first}'s score</th><td>${percent(score.value)} (95% interval ${percent(score.low)} to ${percent(score.high)})</td></tr>
<tr><th scope="row">Draws</th><td>${percent(stats.drawRate ?? 0)}</td></tr>
<tr><th scope="row">Length in moves (plies)</th><td>median ${plies.median}, quartiles ${plies.q1} and ${plies.q3}, from ${plies.min} to ${plies.max}</td></tr>
</tbody>
</table>
<h3>How games ended</h3>
<table>
<thead><tr><th scope="col">Ending</th><th scope="col">Games</th><th scope="col">Share</th></tr></thead>
<tbody>
${stats.endings.map((ending) => html`<tr><td>${ending.reason}</td><td>${ending.games}</td><td>${percent(ending.games / stats.games)}</td></tr>`)}
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
<p>Finished public games from the usual start (docs: records and statistics). As JSON: <a href="/api/stats/${game.id}/${variant.id}">/api/stats/${game.id}/${variant.id}</a>.</p>
<nav aria-label="Variants"><p>${game.variants.map((other, index) => html`${index ? ' · ' : ''}<a href="/stats/${game.id}/${other.id}"${other.id === variant.id ? html` aria-current="page"` : ''}>${other.name}</a>`)}</p></nav>
${scopeSection('Rated games', game, stats.rated)}
${scopeSection('All games', game, stats.all)}
</section>`,
  });
};
