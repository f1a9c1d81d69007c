/**
 * Emails a tournament sends its entrants itself (mail/templates/tournament-news.ts): a
 * round has begun, or the tournament was cancelled. Best effort, within each address's
 * caps (mail/recipient.ts), like a challenge's email: the tournament's page and the
 * games' own emails carry the same news, so a failure is logged, not retried.
 */
import { GAMES } from '../../engine/games.ts';
import { tournamentTitle } from '../../shared/tournament-words.ts';
import type { Env } from '../platform/env.ts';
import { mailSetup } from '../mail/config.ts';
import { canSendMail, mailerFor } from '../mail/mailer-for.ts';
import { tournamentEmail } from '../mail/outgoing.ts';
import { recipientOf } from '../mail/recipient.ts';
import type { TournamentNews } from '../mail/templates/tournament-news.ts';
import { gameInfo } from '../game/pages/home-page.ts';
import {
  type EntrantRecord,
  type RoundRecord,
  type TournamentSnapshot,
  unmade,
  withdrawn,
} from './tournament-record.ts';
import { summaryOf } from './tournament-view.ts';

/** "White against Bob: https://…/g/abc" for each of the entrant's games in `rounds` (a forfeited one has no game). */
export const gamesOf = (
  snapshot: TournamentSnapshot,
  rounds: readonly RoundRecord[],
  entrantId: string,
  origin: string,
): string[] => {
  const game = GAMES.get(snapshot.tournament.game);
  const nameOf = (id: string) => snapshot.entrants.find((entrant) => entrant.id === id)?.name ?? id;
  const sideName = (side: string) => game?.sides.find((info) => info.id === side)?.name ?? side;
  return rounds.flatMap((round) =>
    round.games.flatMap((pairing) => {
      const as = pairing.first === entrantId ? 'first' : pairing.second === entrantId ? 'second' : null;
      if (!as || pairing.forfeited) return [];
      const opponent = nameOf(as === 'first' ? pairing.second : pairing.first);
      return [
        `Round ${round.round}: ${sideName(pairing.sides[as])} against ${opponent}: ${origin}/g/${pairing.gameId}`,
      ];
    }),
  );
};

/**
 * "Round 2: Carol withdrew before your game was made; it counts as your win." for each
 * of the entrant's forfeit wins in `rounds`: with no game, nothing else would tell them.
 */
export const forfeitsOf = (
  snapshot: TournamentSnapshot,
  rounds: readonly RoundRecord[],
  entrantId: string,
): string[] => {
  const nameOf = (id: string) => snapshot.entrants.find((entrant) => entrant.id === id)?.name ?? id;
  return rounds.flatMap((round) =>
    round.games.flatMap((pairing) => {
      if (!pairing.forfeited) return [];
      const winner = pairing.result === 'first' ? pairing.first : pairing.result === 'second' ? pairing.second : null;
      if (winner !== entrantId) return [];
      const leaver = nameOf(winner === pairing.first ? pairing.second : pairing.first);
      return [`Round ${round.round}: ${leaver} withdrew before your game was made; it counts as your win.`];
    }),
  );
};

/** A Swiss round's news for an entrant: their game, their win by forfeit or their bye; null when they have none (or withdrew). */
export const roundNewsFor = (
  snapshot: TournamentSnapshot,
  round: RoundRecord,
  entrant: EntrantRecord,
  origin: string,
): TournamentNews | null => {
  if (withdrawn(entrant)) return null;
  const games = gamesOf(snapshot, [round], entrant.id, origin);
  const forfeits = forfeitsOf(snapshot, [round], entrant.id);
  const bye = round.bye === entrant.id;
  return games.length || forfeits.length || bye ? { kind: 'round', round: round.round, games, forfeits, bye } : null;
};

/** A round robin's news at its start for an entrant: every game of theirs, and any won by forfeit already. */
export const allRoundsNewsFor = (
  snapshot: TournamentSnapshot,
  entrant: EntrantRecord,
  origin: string,
): TournamentNews | null =>
  withdrawn(entrant)
    ? null
    : {
        kind: 'all-rounds',
        games: gamesOf(snapshot, snapshot.rounds, entrant.id, origin),
        forfeits: forfeitsOf(snapshot, snapshot.rounds, entrant.id),
      };

/** Sends each entrant their news; `key` names the news, so an address gets it once. */
export const tellEntrants = async (
  env: Env,
  snapshot: TournamentSnapshot,
  key: string,
  newsFor: (entrant: EntrantRecord, origin: string) => TournamentNews | null,
): Promise<void> => {
  const setup = mailSetup(env);
  if (!setup.ok || !canSendMail(env)) return;
  const { config } = setup;
  const { tournament } = snapshot;
  const title = tournamentTitle(summaryOf(snapshot), GAMES.games.map(gameInfo));
  const page = `${config.origin}/t/${tournament.id}`;
  for (const entrant of snapshot.entrants) {
    const news = newsFor(entrant, config.origin);
    if (!entrant.email || !news) continue;
    // The mailer's idempotency key is global, so it names the entrant too.
    const mailKey = `tournament.${tournament.id}.${key}.${entrant.id}`;
    try {
      const admitted = await (await recipientOf(env.RECIPIENTS, entrant.email)).admit(mailKey, 'tournament', null);
      if (!admitted.send) continue;
      const email = await tournamentEmail(config, entrant.email, { title, news, page });
      const sent = await mailerFor(env).send(email, mailKey);
      if (!sent.ok) console.error(`mail: tournament ${tournament.id} ${key} not sent: ${sent.message}`);
    } catch (error) {
      console.error(
        `mail: tournament ${tournament.id} ${key} not sent: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
};

/**
 * Emails entrants once each: a cancellation, a Swiss round whose games are all made, or
 * a round robin's start (every round at once). `once` marks a piece of news told and
 * says whether it was untold: it is marked before sending, since the emails are best
 * effort, and the page and the games' own emails carry the same news.
 */
export const tellNews = async (
  env: Env,
  snapshot: TournamentSnapshot,
  once: (key: string) => boolean,
): Promise<void> => {
  const { tournament, rounds } = snapshot;
  // Everyone entered, but not the creator who cancelled it.
  if (tournament.status === 'cancelled' && once('cancelled'))
    await tellEntrants(env, snapshot, 'cancelled', (entrant) =>
      entrant.id === tournament.cancelledBy
        ? null
        : { kind: 'cancelled', reason: tournament.cancelled ?? 'it was cancelled' },
    );
  const made = rounds.filter((round) => !round.games.some(unmade));
  if (tournament.system === 'round-robin') {
    if (made.length > 0 && made.length === rounds.length && once('all-rounds'))
      await tellEntrants(env, snapshot, 'all-rounds', (entrant, origin) => allRoundsNewsFor(snapshot, entrant, origin));
    return;
  }
  for (const round of made)
    if (once(`round:${round.round}`))
      await tellEntrants(env, snapshot, `round.${round.round}`, (entrant, origin) =>
        roundNewsFor(snapshot, round, entrant, origin),
      );
};
