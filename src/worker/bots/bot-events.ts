/**
 * What a bot's stream says (docs/bots.md, "Events"): each change to one of its games
 * becomes the events the bot must act on, each carrying the whole game. A plain function
 * of the change and of whether the inbox knew the game already, so the inbox's object and
 * the tests ask the same question.
 */
import type { GameStateView } from '../../shared/game-state.ts';
import type { Challenge } from '../lobby/challenge.ts';

export type BotEventBody =
  | { readonly type: 'challenge'; readonly challenge: Challenge }
  | { readonly type: 'challengeGone'; readonly challengeId: string; readonly reason: string }
  | { readonly type: 'paused'; readonly reason: string }
  | {
      readonly type: 'gameStart' | 'yourMove' | 'drawOffer' | 'takebackOffer' | 'gameOver';
      readonly gameId: string;
      readonly side: string;
      readonly game: GameStateView;
    };

/** An event as the stream sends it: numbered, so a bot that reconnects asks for what came after the last it read. */
export type BotEvent = BotEventBody & { readonly id: number; readonly at: string };

export interface GameChange {
  readonly gameId: string;
  readonly side: string;
  readonly reason: string | null;
  readonly by: string | null;
  readonly state: GameStateView;
}

/** The events one change makes, in order; `known`: the inbox had heard of the game before. */
export const eventsOf = (change: GameChange, known: boolean): BotEventBody[] => {
  const { gameId, side, state, reason, by } = change;
  const about = (type: 'gameStart' | 'yourMove' | 'drawOffer' | 'takebackOffer' | 'gameOver') => ({
    type,
    gameId,
    side,
    game: state,
  });
  const events: BotEventBody[] = [];
  if (!known) events.push(about('gameStart'));
  if (state.status === 'finished') return [...events, about('gameOver')];
  const fromOpponent = by !== null && by !== side;
  if (reason === 'draw' && fromOpponent && state.drawOffer !== null && state.drawOffer !== side)
    events.push(about('drawOffer'));
  if (reason === 'takeback' && fromOpponent && state.takebackOffer !== null && state.takebackOffer !== side)
    events.push(about('takebackOffer'));
  // A turn that comes to the bot: the game's start, the opponent's move, or a move taken back.
  const turnCame = !known || (fromOpponent && (reason === 'move' || reason === 'takeback')) || reason === 'takeback';
  if (state.toMove === side && turnCame && !events.some((event) => event.type === 'takebackOffer'))
    events.push(about('yourMove'));
  return events;
};
