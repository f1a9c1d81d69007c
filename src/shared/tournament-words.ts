/**
 * Tournaments in words and HTML, for the pages as served (UTC times) and as their script
 * redraws them live (the reader's zone): one function each, so a page looks the same
 * before and after the script runs. The shapes are GET /api/tournaments' and GET
 * /api/tournaments/:id's answers (docs/api.md, "Tournaments").
 */
import { dateTimeText } from './dates.ts';
import type { HomeGameInfo } from './home-data.ts';
import { escapeHtml } from './html.ts';
import { clockOfferText, type ClockTerms } from './clock-words.ts';

export interface TournamentSummaryView {
  readonly id: string;
  readonly game: string;
  readonly variant: string;
  readonly system: 'round-robin' | 'swiss';
  readonly clock: ClockTerms & { readonly vacationDays: number };
  readonly rounds: number | null;
  readonly cycles: 1 | 2;
  readonly maxEntrants: number;
  readonly entrants: number;
  readonly startsAt: string;
  readonly status: 'open' | 'running' | 'finished' | 'cancelled';
  readonly createdBy: string;
}

interface Seat {
  readonly name: string | null;
  readonly side: string;
}

export interface TournamentPageView {
  readonly tournament: TournamentSummaryView & {
    readonly open: boolean;
    readonly cancelled: string | null;
    readonly tieBreaks: readonly string[];
  };
  readonly entrants: readonly { readonly name: string; readonly rating: number | null; readonly withdrawn: boolean }[];
  readonly rounds: readonly {
    readonly round: number;
    readonly bye: string | null;
    readonly games: readonly {
      readonly board: number;
      readonly game: string;
      readonly first: Seat;
      readonly second: Seat;
      readonly started: boolean;
      /** Not played: an entrant withdrew before its game was made; scored as their loss. */
      readonly forfeited: boolean;
      readonly result: string | null;
    }[];
  }[];
  readonly standings: readonly {
    readonly name: string;
    readonly place: number;
    readonly points: number;
    readonly played: number;
    readonly sonnebornBerger: number;
    readonly buchholz: number;
    readonly buchholzCut1: number;
    readonly withdrawn: boolean;
  }[];
  readonly crosstable: readonly {
    readonly name: string;
    readonly cells: readonly {
      readonly opponent: string;
      readonly games: readonly {
        readonly round: number;
        readonly game: string;
        readonly score: number | null;
        readonly forfeited: boolean;
      }[];
    }[];
  }[];
  readonly you: {
    readonly name: string;
    readonly entered: boolean;
    /** Withdrew from the running tournament. */
    readonly withdrawn: boolean;
    /** Created it: may cancel it before the start. */
    readonly organiser: boolean;
    readonly games: readonly { readonly round: number; readonly game: string; readonly link: string | null }[];
  } | null;
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "½", "1½", "2": points as crosstables write them. */
export const pointsText = (points: number): string => {
  const whole = Math.floor(points);
  const half = points - whole >= 0.5;
  return half ? `${whole === 0 ? '' : whole}½` : String(whole);
};

export const tournamentTitle = (summary: TournamentSummaryView, games: readonly HomeGameInfo[]): string => {
  const info = games.find((game) => game.id === summary.game);
  const variant = info?.variants.find((option) => option.id === summary.variant);
  const game = info ? (info.variants.length > 1 && variant ? `${info.name} ${variant.name}` : info.name) : summary.game;
  const system = summary.system === 'swiss' ? 'Swiss' : summary.cycles === 2 ? 'double round robin' : 'round robin';
  return `${game} ${system}`;
};

/** "3 days a move · 5 rounds · 4 of 8 entrants · by Ann". */
export const tournamentFacts = (summary: TournamentSummaryView): string =>
  [
    clockOfferText(summary.clock),
    ...(summary.rounds === null ? [] : [plural(summary.rounds, 'round')]),
    summary.status === 'open'
      ? `${summary.entrants} of ${summary.maxEntrants} entrants`
      : plural(summary.entrants, 'entrant'),
    `created by ${summary.createdBy}`,
  ].join(' · ');

export const statusWords = (summary: TournamentSummaryView, timeZone: string | undefined): string => {
  const at = dateTimeText(summary.startsAt, timeZone ? { timeZone } : {});
  if (summary.status === 'open') return `Starts ${at}; entries are open until then.`;
  if (summary.status === 'running') return `Started ${at}; rounds are being played.`;
  if (summary.status === 'finished') return 'Finished.';
  return 'Cancelled.';
};

const playerLink = (name: string | null): string =>
  name === null ? '' : `<a href="/p/${encodeURIComponent(name)}">${escapeHtml(name)}</a>`;

const WITHDREW = ' <span class="muted withdrew">(withdrew)</span>';

/** A list of tournament summaries, each linking its page, or what to do when there are none. */
export const tournamentListHtml = (
  summaries: readonly TournamentSummaryView[],
  games: readonly HomeGameInfo[],
  timeZone: string | undefined,
  empty: string,
): string =>
  summaries.length
    ? summaries
        .map(
          (summary) => `<li class="tournament-item">
<p><a href="/t/${escapeHtml(summary.id)}"><strong>${escapeHtml(tournamentTitle(summary, games))}</strong></a></p>
<p class="muted">${escapeHtml(statusWords(summary, timeZone))} ${escapeHtml(tournamentFacts(summary))}</p></li>`,
        )
        .join('\n')
    : `<li class="tournament-item muted">${escapeHtml(empty)}</li>`;

const scoreText = (score: number | null): string => (score === null ? '*' : score === 0.5 ? '½' : String(score));

const TIE_BREAK_NAMES: Readonly<Record<string, [string, string]>> = {
  'sonneborn-berger': ['SB', 'Sonneborn–Berger'],
  buchholz: ['Bh', 'Buchholz'],
  'buchholz-cut-1': ['Bh−1', 'Buchholz cut 1'],
};

const standingsHtml = (view: TournamentPageView): string => {
  const breaks = view.tournament.tieBreaks.filter((name) => name in TIE_BREAK_NAMES);
  const value = (row: TournamentPageView['standings'][number], name: string): number =>
    name === 'sonneborn-berger' ? row.sonnebornBerger : name === 'buchholz' ? row.buchholz : row.buchholzCut1;
  const head = breaks
    .map(
      (name) => `<th scope="col"><abbr title="${TIE_BREAK_NAMES[name]![1]}">${TIE_BREAK_NAMES[name]![0]}</abbr></th>`,
    )
    .join('');
  const rows = view.standings
    .map(
      (row) =>
        `<tr><td>${row.place}</td><th scope="row">${playerLink(row.name)}${row.withdrawn ? WITHDREW : ''}</th><td>${pointsText(row.points)}</td>${breaks
          .map((name) => `<td>${pointsText(value(row, name))}</td>`)
          .join('')}<td>${row.played}</td></tr>`,
    )
    .join('');
  return `<div class="table-scroll"><table class="standings" id="standings">
<thead><tr><th scope="col">#</th><th scope="col">Player</th><th scope="col">Points</th>${head}<th scope="col">Games</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
};

const crosstableHtml = (view: TournamentPageView): string => {
  const numbers = view.crosstable.map((_, index) => `<th scope="col">${index + 1}</th>`).join('');
  const rows = view.crosstable
    .map(
      (row, index) =>
        `<tr><td>${index + 1}</td><th scope="row">${playerLink(row.name)}</th>${row.cells
          .map((cell) =>
            cell.opponent === row.name
              ? '<td class="cross-self" aria-label="—"></td>'
              : `<td>${cell.games
                  .map((game) => {
                    const label = `${row.name} against ${cell.opponent}, round ${game.round}: ${scoreText(game.score)}${game.forfeited ? ', not played' : ''}`;
                    return game.forfeited
                      ? `<span class="forfeit" title="Not played" aria-label="${escapeHtml(label)}">${scoreText(game.score)}</span>`
                      : `<a href="/g/${escapeHtml(game.game)}" aria-label="${escapeHtml(label)}">${scoreText(game.score)}</a>`;
                  })
                  .join(' ')}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('');
  return `<div class="table-scroll"><table class="crosstable" id="crosstable">
<thead><tr><th scope="col">#</th><th scope="col">Player</th>${numbers}</tr></thead>
<tbody>${rows}</tbody></table></div>`;
};

const roundsHtml = (view: TournamentPageView, sideName: (side: string) => string): string => {
  const yours = new Map((view.you?.games ?? []).map((game) => [game.game, game.link]));
  return view.rounds
    .map(
      (round) => `<section class="tournament-round" data-round="${round.round}">
<h3>Round ${round.round}</h3>
<ol class="pairings">${round.games
        .map((game) => {
          const link = yours.get(game.game);
          const action = game.forfeited
            ? `<span class="muted">Not played: ${escapeHtml((game.result === '1-0' ? game.second.name : game.first.name) ?? 'a player')} withdrew</span>`
            : link && game.result === null
              ? `<a class="button button-primary" href="${escapeHtml(link)}">Play your game</a>`
              : link
                ? `<a href="${escapeHtml(link)}">Your game</a>`
                : `<a href="/g/${escapeHtml(game.game)}">${game.started ? 'Watch' : 'Starting…'}</a>`;
          return `<li data-game="${escapeHtml(game.game)}"><span>${playerLink(game.first.name)} <span class="muted">(${escapeHtml(sideName(game.first.side))})</span> – ${playerLink(game.second.name)} <span class="muted">(${escapeHtml(sideName(game.second.side))})</span></span> <strong class="pairing-result">${escapeHtml(game.result ?? '')}</strong> ${action}</li>`;
        })
        .join('')}</ol>
${round.bye ? `<p class="muted">Bye: ${playerLink(round.bye)}</p>` : ''}</section>`,
    )
    .join('');
};

/** The button the reader may press, or what they must do first. */
const actionHtml = (view: TournamentPageView): string => {
  if (view.tournament.status === 'running' && view.you?.entered)
    return view.you.withdrawn
      ? '<p class="muted">You have withdrawn from this tournament. Your results stand in the standings.</p>'
      : `<details class="ask-first withdraw"><summary>Withdraw from this tournament</summary>
<p>Your unfinished games in it will be resigned, and you will not be paired again. Your results so far stay in the standings.</p>
<p><button type="button" class="button button-danger" data-leave>Yes, withdraw</button></p></details>`;
  if (!view.tournament.open) return '';
  if (!view.you)
    return '<p class="notice">To enter, <a href="/me">sign in with your email address</a> and choose a player name.</p>';
  const entry = view.you.entered
    ? '<p>You have entered. <button type="button" class="button button-quiet" data-leave>Withdraw my entry</button></p>'
    : view.tournament.entrants >= view.tournament.maxEntrants
      ? '<p class="muted">This tournament is full.</p>'
      : '<p><button type="button" class="button button-primary" data-enter>Enter this tournament</button></p>';
  return view.you.organiser
    ? `${entry}<details class="ask-first cancel"><summary>Cancel this tournament</summary>
<p>It will not be played, and everyone else who entered will be emailed that it is cancelled.</p>
<p><button type="button" class="button button-danger" data-cancel>Yes, cancel it</button></p></details>`
    : entry;
};

/** Everything on /t/:id that changes as the tournament goes on. */
export const tournamentHtml = (
  view: TournamentPageView,
  games: readonly HomeGameInfo[],
  timeZone: string | undefined,
): string => {
  const { tournament } = view;
  const info = games.find((game) => game.id === tournament.game);
  const sideName = (side: string) => info?.sides.find((candidate) => candidate.id === side)?.name ?? side;
  const entrants = view.entrants
    .map(
      (entrant) =>
        `<li>${playerLink(entrant.name)} <span class="muted">(${entrant.rating === null ? 'unrated' : entrant.rating})</span>${entrant.withdrawn ? WITHDREW : ''}</li>`,
    )
    .join('');
  const started = view.rounds.length > 0;
  return `<section class="card tournament-head">
<h1>${escapeHtml(tournamentTitle(tournament, games))}</h1>
<p class="muted">${escapeHtml(tournamentFacts(tournament))}</p>
<p id="tournament-state" data-status="${tournament.status}">${escapeHtml(statusWords(tournament, timeZone))}${
    tournament.cancelled
      ? ` ${escapeHtml(tournament.cancelled[0]!.toUpperCase() + tournament.cancelled.slice(1))}.`
      : ''
  }</p>
<div id="tournament-actions">${actionHtml(view)}</div>
</section>
${
  started
    ? `<section class="card" aria-labelledby="standings-title"><h2 id="standings-title">Standings</h2>${standingsHtml(view)}</section>
<section class="card" aria-labelledby="crosstable-title"><h2 id="crosstable-title">Crosstable</h2>${crosstableHtml(view)}</section>
<section class="card" aria-labelledby="rounds-title"><h2 id="rounds-title">Rounds</h2>${roundsHtml(view, sideName)}</section>`
    : ''
}
<section class="card" aria-labelledby="entrants-title"><h2 id="entrants-title">Entrants</h2>
<ol class="entrants" id="entrants">${entrants || '<li class="muted">No entrants yet.</li>'}</ol></section>`;
};
