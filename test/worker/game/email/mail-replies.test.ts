/** Playing by replying to an email: the signed address, the sender, the text, and the answer. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../../src/engine/games.ts';
import { replyAddress } from '../../../../src/worker/mail/reply-address.ts';
import { call, getGame, play } from '../../client.ts';
import {
  deliver,
  lastEmailTo,
  newMessageId,
  outboxTo,
  receive,
  replyMessage,
  someLegalMove,
  createConfirmedGame,
} from '../../mail-helpers.ts';

const newGame = async (game: 'adomoc' | 'adix' = 'adomoc') => {
  const tag = crypto.randomUUID().slice(0, 8);
  const [first, second] = game === 'adomoc' ? (['light', 'dark'] as const) : (['white', 'black'] as const);
  const ann = `ann-${tag}@example.com`;
  const bob = `bob-${tag}@example.com`;
  const created = await createConfirmedGame({
    game,
    players: { [first]: { name: 'Ann', email: ann }, [second]: { name: 'Bob', email: bob } },
  });
  await deliver(created.id);
  const yourMove = await lastEmailTo(ann);
  return { created, ann, bob, address: yourMove.replyTo!, first, second };
};

const engineReason = (game: string, position: string, text: string): string => {
  const engine = GAMES.get(game)!;
  const parsed = engine.parsePosition(position);
  if (!parsed.ok) throw new Error('bad position');
  const move = engine.parseMove(parsed.value, engine.defaultVariant, text);
  if (move.ok) throw new Error(`${text} is legal`);
  return move.error.message;
};

describe('moves by email', () => {
  it('plays a legal reply, confirms it, and tells the opponent', async () => {
    const { created, ann, bob, address } = await newGame();
    const state = await getGame(created.id);
    const move = someLegalMove('adomoc', state.variant, state.position, 3);
    const received = await receive(replyMessage({ from: `Ann <ANN${ann.slice(3)}>`, to: address, body: move }), {
      from: ann,
      to: address,
    });
    expect(received.rejected).toBeNull();
    const after = await getGame(created.id);
    expect(after).toMatchObject({ ply: 1, moves: [move] });
    await deliver(created.id);
    const confirmation = await lastEmailTo(ann);
    expect(confirmation.subject).toContain(move);
    expect(confirmation.headers['In-Reply-To']).toMatch(/^<reply-/);
    expect((await lastEmailTo(bob)).subject).toContain(move);
  });

  it("answers an illegal move with the engine's reason and the legal moves of that piece, and plays nothing", async () => {
    const { created, ann, address } = await newGame();
    const state = await getGame(created.id);
    const reason = engineReason('adomoc', state.position, 'Fa3a2');
    await receive(replyMessage({ from: ann, to: address, body: 'Fa3a2' }), { from: ann, to: address });
    expect((await getGame(created.id)).ply).toBe(0);
    await deliver(created.id);
    const answer = await lastEmailTo(ann);
    expect(answer.text.toLowerCase()).toContain(reason.toLowerCase());
    expect(answer.text).toContain('Fa3a4');
    // Replyable, at the same seat and ply, and marked as an answer (reply-address.ts).
    expect(answer.replyTo).toMatch(/^move\+[a-z0-9]{12}\.light\.0r\.[a-z2-7]{26}@/);
  });

  it('answers unreadable text, an HTML-only reply and an attachment-only reply', async () => {
    const { created, ann, address } = await newGame();
    const state = await getGame(created.id);
    const move = someLegalMove('adomoc', state.variant, state.position, 1);
    await receive(replyMessage({ from: ann, to: address, body: 'what a lovely game!!' }), { from: ann, to: address });
    await deliver(created.id);
    expect((await lastEmailTo(ann)).subject).toMatch(/not played|could not/i);

    const attachmentOnly = replyMessage({
      from: ann,
      to: address,
      extraHeaders: ['Content-Type: multipart/mixed; boundary="b1"'],
      body: [
        '--b1',
        'Content-Type: image/png',
        'Content-Disposition: attachment; filename="board.png"',
        'Content-Transfer-Encoding: base64',
        '',
        'iVBORw0KGgo=',
        '--b1--',
      ].join('\r\n'),
    });
    await receive(attachmentOnly, { from: ann, to: address });
    await deliver(created.id);
    expect((await lastEmailTo(ann)).text).toMatch(/no text/i);
    expect((await getGame(created.id)).ply).toBe(0);

    const htmlOnly = replyMessage({
      from: ann,
      to: address,
      extraHeaders: ['Content-Type: text/html; charset=utf-8'],
      body: `<div dir="ltr">${move}</div><br><div class="gmail_quote"><blockquote>Fa3a4 was the last move</blockquote></div>`,
    });
    expect((await receive(htmlOnly, { from: ann, to: address })).rejected).toBeNull();
    expect(await getGame(created.id)).toMatchObject({ ply: 1, moves: [move] });
  });

  it('reads the reply above the quoted email, not the notation inside the quote', async () => {
    const { created, ann, address } = await newGame();
    const state = await getGame(created.id);
    const move = someLegalMove('adomoc', state.variant, state.position, 2);
    const quoted = someLegalMove('adomoc', state.variant, state.position, 0);
    const body = [
      move,
      '',
      'Thanks!',
      '',
      `On Sat, 21 Nov 2026 at 09:00, Orrery <games@orrery.test> wrote:`,
      `> Your move. Reply with a move like ${quoted}`,
      `> ${quoted}`,
    ].join('\r\n');
    await receive(replyMessage({ from: ann, to: address, body }), { from: ann, to: address });
    expect((await getGame(created.id)).moves).toEqual([move]);
  });

  it('refuses a forged or altered address and a wrong sender, and changes nothing', async () => {
    const { created, ann, address } = await newGame();
    const state = await getGame(created.id);
    const move = someLegalMove('adomoc', state.variant, state.position);
    const altered = address.replace(
      /\.([a-z2-7])([a-z2-7]{25})@/,
      (_all, first: string, rest: string) => `.${first === 'a' ? 'b' : 'a'}${rest}@`,
    );
    expect(
      (await receive(replyMessage({ from: ann, to: altered, body: move }), { from: ann, to: altered })).rejected,
    ).toMatch(/not made by this server|altered/i);
    const forged = await replyAddress(
      'not-the-secret',
      { game: created.id, side: 'light', ply: 0 },
      'play.orrery.test',
    );
    expect(
      (await receive(replyMessage({ from: ann, to: forged, body: move }), { from: ann, to: forged })).rejected,
    ).not.toBeNull();
    const otherSeat = address.replace('.light.', '.dark.');
    expect(
      (await receive(replyMessage({ from: ann, to: otherSeat, body: move }), { from: ann, to: otherSeat })).rejected,
    ).not.toBeNull();
    const eve = await receive(replyMessage({ from: 'eve@example.com', to: address, body: move }), {
      from: 'eve@example.com',
      to: address,
    });
    expect(eve.rejected).toMatch(/only the player/);
    expect((await getGame(created.id)).ply).toBe(0);
    const log = await deliver(created.id);
    expect(log.filter((entry) => !entry.key.endsWith('your-move') && !entry.key.endsWith('game-started'))).toEqual([]);
  });

  it('ignores a Message-ID it has seen, so a resent email plays once and is answered once', async () => {
    const { created, ann, address } = await newGame();
    const state = await getGame(created.id);
    const move = someLegalMove('adomoc', state.variant, state.position);
    const messageId = newMessageId();
    const raw = replyMessage({ from: ann, to: address, body: move, messageId });
    await receive(raw, { from: ann, to: address });
    await receive(raw, { from: ann, to: address });
    await deliver(created.id);
    expect((await getGame(created.id)).ply).toBe(1);
    expect((await outboxTo(ann)).filter((email) => email.subject.includes(move))).toHaveLength(1);
  });

  it('answers "not your turn", and a reply to an email the game has moved past', async () => {
    const { created, ann, bob, address } = await newGame();
    const bobAddress = await replyAddress(
      env.SIGNING_SECRET!,
      { game: created.id, side: 'dark', ply: 0 },
      'play.orrery.test',
    );
    await receive(replyMessage({ from: bob, to: bobAddress, body: 'Fa8a7' }), { from: bob, to: bobAddress });
    await deliver(created.id);
    expect((await lastEmailTo(bob)).text).toMatch(/turn/i);

    const state = await getGame(created.id);
    await receive(
      replyMessage({ from: ann, to: address, body: someLegalMove('adomoc', state.variant, state.position) }),
      { from: ann, to: address },
    );
    const now = await getGame(created.id);
    const bobsTurn = await replyAddress(
      env.SIGNING_SECRET!,
      { game: created.id, side: 'dark', ply: 1 },
      'play.orrery.test',
    );
    await receive(replyMessage({ from: bob, to: bobsTurn, body: someLegalMove('adomoc', now.variant, now.position) }), {
      from: bob,
      to: bobsTurn,
    });
    const later = await getGame(created.id);
    expect(later.ply).toBe(2);
    // Ann answers the first email again, two moves late: refused, with the reason.
    await receive(
      replyMessage({ from: ann, to: address, body: someLegalMove('adomoc', later.variant, later.position) }),
      { from: ann, to: address },
    );
    expect((await getGame(created.id)).ply).toBe(2);
    await deliver(created.id);
    expect((await lastEmailTo(ann)).text).toMatch(/moved on/);
  });

  it('refuses a reply to an email about a position a takeback has since changed, at the same ply', async () => {
    const { created, bob } = await newGame();
    const playFirst = async (pick: number) => {
      const state = await getGame(created.id);
      const move = someLegalMove('adomoc', state.variant, state.position, pick);
      expect((await play(created, 'light', move, state.ply)).status).toBe(200);
      await deliver(created.id);
      return (await lastEmailTo(bob)).replyTo!;
    };
    const before = await playFirst(0);
    const takeback = (side: 'light' | 'dark', action: string) =>
      call('POST', `/api/games/${created.id}/takeback`, { token: created.tokens[side], body: { action } });
    expect((await takeback('light', 'offer')).status).toBe(200);
    expect((await takeback('dark', 'accept')).status).toBe(200);
    const after = await playFirst(3);
    // Both emails are Bob's turn at ply 1, each about its own position.
    expect(before).toMatch(/^move\+[a-z0-9]{12}\.dark\.1\.[a-z2-7]{26}@/);
    expect(after).toMatch(/^move\+[a-z0-9]{12}\.dark\.1t1\.[a-z2-7]{26}@/);
    const now = await getGame(created.id);
    const reply = someLegalMove('adomoc', now.variant, now.position);
    await receive(replyMessage({ from: bob, to: before, body: reply }), { from: bob, to: before });
    expect((await getGame(created.id)).ply).toBe(1);
    await deliver(created.id);
    expect((await lastEmailTo(bob)).text).toMatch(/a move was taken back/);
    await receive(replyMessage({ from: bob, to: after, body: reply }), { from: bob, to: after });
    expect((await getGame(created.id)).ply).toBe(2);
  });

  it('resigns by email, and answers a reply after the end with the result', async () => {
    const { created, ann, bob, address } = await newGame('adix');
    await receive(replyMessage({ from: ann, to: address, body: 'Resign\r\n\r\n-- \r\nAnn' }), {
      from: ann,
      to: address,
    });
    expect(await getGame(created.id)).toMatchObject({
      status: 'finished',
      result: { winner: 'black', reason: 'resignation' },
    });
    await receive(replyMessage({ from: ann, to: address, body: '^c1/c2' }), { from: ann, to: address });
    await deliver(created.id);
    expect((await lastEmailTo(ann)).text).toMatch(/over/);
    expect((await lastEmailTo(bob)).subject).toMatch(/won|resign/i);
  });

  it('offers and accepts a draw by email', async () => {
    const { created, ann, bob, address } = await newGame();
    await receive(replyMessage({ from: ann, to: address, body: 'draw' }), { from: ann, to: address });
    expect((await getGame(created.id)).drawOffer).toBe('light');
    await deliver(created.id);
    const offer = await lastEmailTo(bob);
    expect(offer.replyTo).toMatch(/\.dark\.0d\./);
    await receive(replyMessage({ from: bob, to: offer.replyTo!, body: 'accept' }), { from: bob, to: offer.replyTo! });
    expect(await getGame(created.id)).toMatchObject({
      status: 'finished',
      result: { winner: null, reason: 'agreement' },
    });
    // Each answer says what the word did, never "your move … was played".
    await deliver(created.id);
    const offered = (await outboxTo(ann)).find((email) => email.subject.startsWith('You offered a draw'));
    expect(offered?.text).toContain('Bob can accept or decline it');
    const accepted = (await outboxTo(bob)).find((email) => email.subject.startsWith('You accepted the draw'));
    expect(accepted?.subject).toBe('You accepted the draw (Adomoc against Ann)');
    expect(accepted?.text).toContain('drawn by agreement');
    expect(accepted?.text).not.toContain('was played');
  });

  it('answers a takeback request by email', async () => {
    const { created, ann, bob, address } = await newGame();
    await receive(replyMessage({ from: ann, to: address, body: 'Fa3a4' }), { from: ann, to: address });
    const ask = () =>
      call('POST', `/api/games/${created.id}/takeback`, { token: created.tokens.light, body: { action: 'offer' } });
    expect((await ask()).status).toBe(200);
    await deliver(created.id);
    const asked = await lastEmailTo(bob);
    expect(asked.subject).toMatch(/^Ann asks to take back Fa3a4/);
    expect(asked.text).toContain('Reply to this email with one word on the first line: accept or decline');
    expect(asked.replyTo).toMatch(/\.dark\.1k\./);
    await receive(replyMessage({ from: bob, to: asked.replyTo!, body: 'Accept' }), { from: bob, to: asked.replyTo! });
    expect(await getGame(created.id)).toMatchObject({ ply: 0, takebacks: 1, takebackOffer: null, toMove: 'light' });
    await deliver(created.id);
    const confirmed = await lastEmailTo(bob);
    expect(confirmed.subject).toBe('You let them take back their move (Adomoc against Ann)');
    expect(confirmed.text).toContain("it is Ann's move again");
    expect((await lastEmailTo(ann)).subject).toBe('Bob let you take back Fa3a4: your move again');

    // A request withdrawn before its email went: no email is left to answer.
    const mailsToBob = (await outboxTo(bob)).length;
    await call('POST', `/api/games/${created.id}/moves`, {
      token: created.tokens.light,
      body: { move: 'Fb3b4', ply: 0, takebacks: 1 },
    });
    await deliver(created.id);
    const yourMove = await lastEmailTo(bob);
    const bobAt = (await outboxTo(bob)).length;
    expect(bobAt).toBe(mailsToBob + 1);
    expect((await ask()).status).toBe(200);
    await call('POST', `/api/games/${created.id}/takeback`, {
      token: created.tokens.light,
      body: { action: 'decline' },
    });
    await deliver(created.id);
    expect(await outboxTo(bob)).toHaveLength(bobAt);

    // A draw offer and, next move, a takeback request: a bare word answers the email's own offer.
    await call('POST', `/api/games/${created.id}/moves`, {
      token: created.tokens.dark,
      body: { move: 'Fg3g4', ply: 1 },
    });
    await call('POST', `/api/games/${created.id}/moves`, {
      token: created.tokens.light,
      body: { move: 'Fa3a4', ply: 2, takebacks: 1 },
    });
    await call('POST', `/api/games/${created.id}/draw`, { token: created.tokens.light, body: { action: 'offer' } });
    expect((await ask()).status).toBe(200);
    await deliver(created.id);
    const mails = await outboxTo(bob);
    const drawMail = mails.findLast((email) => email.subject.startsWith('Ann offers a draw'))!;
    const takebackMail = mails.findLast((email) => email.subject.startsWith('Ann asks to take back Fa3a4'))!;
    expect(drawMail.replyTo).toMatch(/\.dark\.3t1d\./);
    expect(takebackMail.replyTo).toMatch(/\.dark\.3t1k\./);
    const reply = async (to: string, body: string) => {
      await receive(replyMessage({ from: bob, to, body }), { from: bob, to });
      await deliver(created.id);
      return lastEmailTo(bob);
    };
    expect((await reply(takebackMail.replyTo!, 'decline')).subject).toBe(
      'You declined the takeback (Adomoc against Ann)',
    );
    expect(await getGame(created.id)).toMatchObject({ ply: 3, takebackOffer: null, drawOffer: 'light' });
    expect((await lastEmailTo(ann)).subject).toBe('Bob declined your takeback');
    // "accept" to the takeback email never accepts the draw offer that stands instead.
    const refused = await reply(takebackMail.replyTo!, 'accept');
    expect(refused.text).toMatch(/nobody has asked to take back a move/i);
    expect(await getGame(created.id)).toMatchObject({ status: 'ongoing', drawOffer: 'light' });
    // A bare word to an email about no offer answers a draw offer, as it always did;
    // a takeback named in a reply to an email about an earlier move is refused.
    expect((await reply(yourMove.replyTo!, 'accept takeback')).text).toMatch(/an email about an earlier position/i);
    expect((await reply(drawMail.replyTo!, 'Decline')).subject).toBe('You declined the draw (Adomoc against Ann)');
    expect(await getGame(created.id)).toMatchObject({ status: 'ongoing', drawOffer: null });
  });

  it('declines a draw by email, and says so', async () => {
    const { created, ann, bob, address } = await newGame();
    await receive(replyMessage({ from: ann, to: address, body: 'draw' }), { from: ann, to: address });
    await deliver(created.id);
    const offer = await lastEmailTo(bob);
    await receive(replyMessage({ from: bob, to: offer.replyTo!, body: 'Decline' }), { from: bob, to: offer.replyTo! });
    expect(await getGame(created.id)).toMatchObject({ status: 'ongoing', drawOffer: null });
    await deliver(created.id);
    const declined = await lastEmailTo(bob);
    expect(declined.subject).toBe('You declined the draw (Adomoc against Ann)');
    expect(declined.text).toContain('The game goes on.');
    expect(declined.text).not.toMatch(/move decline/i);
    // The one who offered hears of it.
    const told = await lastEmailTo(ann);
    expect(told.subject).toBe('Bob declined your draw offer (Adomoc)');
    expect(told.text).toContain('the game goes on');
    // Offering again before the next move is refused, changes nothing, and the reply says why.
    const before = await getGame(created.id);
    await receive(replyMessage({ from: ann, to: address, body: 'draw' }), { from: ann, to: address });
    await deliver(created.id);
    expect(await getGame(created.id)).toMatchObject({ drawOffer: null, version: before.version });
    expect((await lastEmailTo(ann)).text).toContain('you can offer one again after the next move');
    // An offer withdrawn by the one who made it tells no one.
    const byBob = (action: string) =>
      call('POST', `/api/games/${created.id}/draw`, { token: created.tokens.dark, body: { action } });
    expect((await byBob('offer')).status).toBe(200);
    expect((await byBob('decline')).status).toBe(200);
    await deliver(created.id);
    expect((await outboxTo(bob)).filter((email) => email.subject.includes('declined your draw'))).toEqual([]);
    expect((await outboxTo(ann)).filter((email) => email.subject.includes('declined your draw'))).toHaveLength(1);
  });

  it('emails a rematch offer to the other player, once', async () => {
    const { created, bob } = await newGame();
    const rematch = (side: 'light' | 'dark', action: string) =>
      call('POST', `/api/games/${created.id}/rematch`, { token: created.tokens[side], body: { action } });
    expect((await call('POST', `/api/games/${created.id}/resign`, { token: created.tokens.dark })).status).toBe(200);
    expect((await rematch('light', 'offer')).status).toBe(200);
    await deliver(created.id);
    const offer = await lastEmailTo(bob);
    expect(offer.subject).toBe('Ann offers a rematch (Adomoc)');
    expect(offer.text).toContain('sides swapped');
    expect(offer.text).toContain(`/g/${created.id}#dark=`);
    // Withdrawn, it is not made again (rematch.test.ts): no second email about the same game.
    expect((await rematch('light', 'decline')).status).toBe(200);
    expect((await rematch('light', 'offer')).status).toBe(409);
    await deliver(created.id);
    expect((await outboxTo(bob)).filter((email) => email.subject.includes('offers a rematch'))).toHaveLength(1);
  });

  it('ignores automatic replies without answering them', async () => {
    const { created, ann, address } = await newGame();
    const before = (await outboxTo(ann)).length;
    const outOfOffice = replyMessage({
      from: ann,
      to: address,
      body: 'I am away until Monday.',
      extraHeaders: ['Content-Type: text/plain', 'Auto-Submitted: auto-replied'],
    });
    expect((await receive(outOfOffice, { from: ann, to: address })).rejected).toBeNull();
    await deliver(created.id);
    expect((await outboxTo(ann)).length).toBe(before);
    expect((await call('GET', `/api/games/${created.id}`)).body.ply).toBe(0);
  });
});
