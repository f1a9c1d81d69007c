import { describe, expect, it } from 'vitest';
import { eventsOf, type GameChange } from '../../../src/worker/bots/bot-events.ts';
import type { GameStateView } from '../../../src/shared/game-state.ts';

const state = (fields: Partial<GameStateView>): GameStateView =>
  ({ status: 'ongoing', toMove: 'white', drawOffer: null, takebackOffer: null, ...fields }) as GameStateView;
const change = (fields: Partial<GameChange> & { state: GameStateView }): GameChange => ({
  gameId: 'g',
  side: 'black',
  reason: 'move',
  by: 'white',
  ...fields,
});
const types = (events: readonly { type: string }[]) => events.map((event) => event.type);

describe("a bot's events from a change to its game", () => {
  it('start the game, and give the turn when the game begins with it', () => {
    expect(types(eventsOf(change({ reason: null, by: null, state: state({ toMove: 'black' }) }), false))).toEqual([
      'gameStart',
      'yourMove',
    ]);
    expect(types(eventsOf(change({ reason: null, by: null, state: state({ toMove: 'white' }) }), false))).toEqual([
      'gameStart',
    ]);
  });

  it("give the turn after the opponent's move, not after the bot's own", () => {
    expect(types(eventsOf(change({ state: state({ toMove: 'black' }) }), true))).toEqual(['yourMove']);
    expect(types(eventsOf(change({ by: 'black', state: state({ toMove: 'white' }) }), true))).toEqual([]);
  });

  it("tell of the opponent's offers, and the end however it came", () => {
    const offered = change({ reason: 'draw', state: state({ toMove: 'white', drawOffer: 'white' }) });
    expect(types(eventsOf(offered, true))).toEqual(['drawOffer']);
    const own = change({ reason: 'draw', by: 'black', state: state({ drawOffer: 'black' }) });
    expect(types(eventsOf(own, true))).toEqual([]);
    const asked = change({ reason: 'takeback', state: state({ toMove: 'white', takebackOffer: 'white' }) });
    expect(types(eventsOf(asked, true))).toEqual(['takebackOffer']);
    const over = change({ reason: 'resign', state: state({ status: 'finished', toMove: null }) });
    expect(types(eventsOf(over, true))).toEqual(['gameOver']);
    expect(types(eventsOf(change({ reason: 'clock', by: null, state: state({ toMove: 'black' }) }), true))).toEqual([]);
  });
});
