/**
 * A challenge in words and as a list item, for the /play page as served and as its script
 * redraws it: one function, so the list looks the same before and after the script runs.
 * Game, side and variant names come from the page's catalogue (HomeGameInfo), so the
 * browser needs no engine to draw the list.
 */
import { escapeHtml } from './html.ts';
import { clockOfferText, type ClockTerms } from './clock-words.ts';
import type { HomeGameInfo } from './home-data.ts';

/** What GET /api/challenges lists (src/worker/lobby/challenge.ts's Challenge, as JSON). */
export interface ChallengeView {
  readonly id: string;
  readonly game: string;
  readonly variant: string;
  readonly clock: (ClockTerms & { readonly vacationDays: number }) | null;
  readonly side: string;
  readonly rated: boolean;
  readonly range: { readonly min: number; readonly max: number } | null;
  readonly to: { readonly name: string; readonly bot?: true } | null;
  /** `bot`: a program plays for this player (docs/bots.md); its challenges are listed apart. */
  readonly by: { readonly name: string; readonly rating: number | null; readonly bot?: true };
  readonly createdAt: number;
  readonly expiresAt: number;
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

export const gameTitle = (challenge: ChallengeView, games: readonly HomeGameInfo[]): string => {
  const info = games.find((game) => game.id === challenge.game);
  if (!info) return challenge.game;
  const variant = info.variants.find((option) => option.id === challenge.variant);
  return info.variants.length > 1 && variant ? `${info.name} ${variant.name}` : info.name;
};

/** "3 days a move", "no clock". */
export const clockWords = (challenge: ChallengeView): string =>
  challenge.clock ? clockOfferText(challenge.clock) : 'no clock';

/**
 * The sides, from the reader's point of view: "Ann plays White, you Black" to a taker,
 * "you play White" to the poster, "sides drawn at random".
 */
export const sideWords = (challenge: ChallengeView, games: readonly HomeGameInfo[], mine = false): string => {
  if (challenge.side === 'random') return 'sides drawn at random';
  const sides = games.find((game) => game.id === challenge.game)?.sides ?? [];
  const theirs = sides.find((side) => side.id === challenge.side)?.name ?? challenge.side;
  if (mine) return `you play ${theirs}`;
  const yours = sides.find((side) => side.id !== challenge.side)?.name;
  return yours ? `${challenge.by.name} plays ${theirs}, you ${yours}` : `${challenge.by.name} plays ${theirs}`;
};

/** "expires in 7 days", "expires in 3 hours", rounded up: a challenge just posted has its whole week. */
export const expiryWords = (challenge: ChallengeView, now: number): string => {
  const left = Math.max(0, challenge.expiresAt - now);
  const hours = Math.ceil(left / 3_600_000);
  if (hours > 48) return `expires in ${plural(Math.ceil(hours / 24), 'day')}`;
  if (hours > 1) return `expires in ${plural(hours, 'hour')}`;
  return `expires in ${plural(Math.max(1, Math.ceil(left / 60_000)), 'minute')}`;
};

/** The list item: who, what, and the one button the reader may press (none when they cannot act). */
export const challengeHtml = (
  challenge: ChallengeView,
  games: readonly HomeGameInfo[],
  you: string | null,
  now: number,
): string => {
  const mine = you !== null && challenge.by.name === you;
  const who = `<a href="/p/${encodeURIComponent(challenge.by.name)}">${escapeHtml(challenge.by.name)}</a>${
    challenge.by.bot ? ' <span class="badge badge-bot">bot</span>' : ''
  }${
    challenge.by.rating === null
      ? ' <span class="muted">(unrated)</span>'
      : ` <span class="muted">(${challenge.by.rating})</span>`
  }`;
  const facts = [
    clockWords(challenge),
    sideWords(challenge, games, mine),
    challenge.rated ? 'rated' : 'casual',
    ...(challenge.range ? [`for ratings ${challenge.range.min}–${challenge.range.max}`] : []),
    ...(challenge.to ? [mine ? `for ${challenge.to.name} alone` : 'for you alone'] : []),
    expiryWords(challenge, now),
  ];
  const title = escapeHtml(gameTitle(challenge, games));
  const action = mine
    ? `<button type="button" class="button button-quiet" data-withdraw="${escapeHtml(challenge.id)}" aria-label="Withdraw your ${title} challenge">Withdraw</button>`
    : you === null
      ? ''
      : `<button type="button" class="button button-primary" data-accept="${escapeHtml(challenge.id)}" aria-label="Accept ${escapeHtml(challenge.by.name)}’s ${title} challenge">Accept</button>`;
  return `<li class="challenge" data-challenge-id="${escapeHtml(challenge.id)}"${mine ? ' data-mine="true"' : ''}>
<div class="challenge-text"><p class="challenge-title"><strong>${title}</strong> · ${who}</p>
<p class="challenge-facts muted">${escapeHtml(facts.join(' · '))}</p></div>${action}</li>`;
};

/**
 * The whole list, or what to do when it is empty. Bots' challenges come after the people's,
 * under a heading of their own: a person looking for a person need not read past them.
 */
export const challengeListHtml = (
  challenges: readonly ChallengeView[],
  games: readonly HomeGameInfo[],
  you: string | null,
  now: number,
): string => {
  const people = challenges.filter((challenge) => !challenge.by.bot);
  const bots = challenges.filter((challenge) => challenge.by.bot);
  const items = (list: readonly ChallengeView[]) =>
    list.map((challenge) => challengeHtml(challenge, games, you, now)).join('\n');
  const fromPeople = people.length
    ? items(people)
    : `<li class="challenge-empty muted">No open challenges right now.${you ? ' Post one: it stays here for a week, and you hear by email when someone accepts.' : ''}</li>`;
  if (!bots.length) return fromPeople;
  return `${fromPeople}\n<li class="challenge-group"><h3>From bots</h3><p class="muted">Programs, each owned by a player; a rated one counts for your rating only because you choose it.</p></li>\n${items(bots)}`;
};
