/** The draw offer's rules on their own: a pure function of the offer standing and the answer. */
import { describe, expect, it } from 'vitest';
import { answerDraw } from '../../../../src/worker/game/room/room-rules.ts';

describe('draw offers', () => {
  it('follows offer, accept, decline and withdraw', () => {
    expect(answerDraw(null, 'light', 'offer')).toEqual({ ok: true, value: { agreed: false, drawOffer: 'light' } });
    expect(answerDraw('light', 'dark', 'offer')).toEqual({ ok: true, value: { agreed: true } });
    expect(answerDraw('light', 'dark', 'accept')).toEqual({ ok: true, value: { agreed: true } });
    expect(answerDraw('light', 'dark', 'decline')).toEqual({ ok: true, value: { agreed: false, drawOffer: null } });
    expect(answerDraw('light', 'light', 'decline')).toEqual({ ok: true, value: { agreed: false, drawOffer: null } });
    // Once a move: an offer made since the last move and declined or withdrawn waits for the next.
    expect(answerDraw(null, 'light', 'offer', true)).toMatchObject({
      ok: false,
      error: { code: 'ERR_OFFERED_THIS_MOVE' },
    });
    // Offering back to a standing offer agrees to it, whatever came before.
    expect(answerDraw('dark', 'light', 'offer', true)).toEqual({ ok: true, value: { agreed: true } });
    for (const [offer, side, action, code] of [
      ['light', 'light', 'offer', 'ERR_DRAW_OFFERED'],
      ['light', 'light', 'accept', 'ERR_OWN_DRAW_OFFER'],
      [null, 'dark', 'accept', 'ERR_NO_DRAW_OFFER'],
      [null, 'dark', 'decline', 'ERR_NO_DRAW_OFFER'],
    ] as const) {
      const answer = answerDraw(offer, side, action);
      expect(answer.ok ? 'ok' : answer.error.code).toBe(code);
    }
  });
});
