/**
 * A tournament's games made through the TOURNAMENT_GAMES queue (wrangler.toml) rather than
 * one after another in the tournament's alarm: a round robin of 16 makes 120 games at its
 * start. The alarm sends one message per game to make (tournament-object.ts `makeGames`);
 * this consumer has the tournament's object make every game of a batch at once. Each game's
 * id and token salts were fixed when it was paired, so a message delivered twice, or tried
 * again after an answer was lost, finds its game made and makes no other. A game not made
 * is tried again by the queue, RETRY_SECONDS later; one the queue gave up on is sent again
 * by the alarm (QUEUED_FOR_MS in tournament-object.ts).
 *
 * Each message costs the consumer one subrequest (the object's `makeGame`), and the
 * object about two of its own (the game's object, D1's mutes), so a batch of 10 stays far
 * inside the Free plan's 50 an invocation (docs/scale.md).
 */
import type { Env } from '../platform/env.ts';
import type { TournamentGameMessage } from './tournament-record.ts';
import { tournamentObject } from './tournament-object.ts';

/** How long the queue waits before trying a game again. */
const RETRY_SECONDS = 30;

/** The TOURNAMENT_GAMES queue's consumer: every game of the batch made at once, each acknowledged or retried alone. */
export const makeTournamentGames = async (batch: MessageBatch<TournamentGameMessage>, env: Env): Promise<void> => {
  await Promise.all(
    batch.messages.map(async (message) => {
      const { tournament, gameId } = message.body;
      try {
        const made = await tournamentObject(env, tournament).makeGame(gameId);
        if (typeof made !== 'object') {
          message.ack();
          return;
        }
        console.warn(`tournament ${tournament}: ${made.retry}; trying again in ${RETRY_SECONDS} s`);
      } catch (error) {
        console.warn(`tournament ${tournament}: making game ${gameId} failed: ${String(error)}`);
      }
      message.retry({ delaySeconds: RETRY_SECONDS });
    }),
  );
};
