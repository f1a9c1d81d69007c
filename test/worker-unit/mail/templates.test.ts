import { describe, expect, it } from 'vitest';
import {
  clockWarning,
  digest,
  drawOffered,
  gameOver,
  gameStarted,
  magicLink,
  invitation,
  moveConfirmed,
  replyProblem,
  unsubscribeHeaders,
  yourMove,
  type GameMailInput,
  type RenderedEmail,
} from '../../../src/worker/mail/templates/index.ts';
import { deadlineText, formatDate, timeLeft } from '../../../src/worker/mail/templates/format.ts';

/** Within the 32 characters a name may take in an email, and every kind of trouble. */
const HOSTILE = 'Bob\r\nBcc: x@e.co\u202e<script>"&';
const NOW = Date.parse('2026-11-21T17:00:00Z');
const DEADLINE = '2026-11-24T18:00:00.000Z';

const links = {
  seat: 'https://orrery.example/g/abcdefghjk23#light=SeCrEtToKeN',
  watch: 'https://orrery.example/g/abcdefghjk23',
  boardImage: 'https://orrery.example/g/abcdefghjk23/board.png?ply=4',
  preferences: 'https://orrery.example/mail/preferences?g=abcdefghjk23&s=light&m=abc',
  unsubscribe: 'https://orrery.example/mail/unsubscribe?g=abcdefghjk23&s=light&m=abc',
};

const base: GameMailInput = {
  gameName: 'Adomoc',
  variantName: 'Standard',
  gameId: 'abcdefghjk23',
  players: { light: 'Ann', dark: HOSTILE },
  recipientSide: 'light',
  sideNames: { light: 'Light', dark: 'Dark' },
  ply: 4,
  links,
};

const lastMove = { notation: 'Fa7-a6', description: 'fire moves from a7 to a6' };

/** Every game email, rendered for the hostile opponent. */
const gameEmails: Record<string, RenderedEmail> = {
  yourMove: yourMove({ ...base, lastMove, deadline: DEADLINE, exampleMove: 'Fa3a4', now: NOW }),
  firstMove: yourMove({
    ...base,
    ply: 0,
    lastMove: null,
    deadline: null,
    exampleMove: 'Fa3a4',
    now: NOW,
  }),
  gameStarted: gameStarted({ ...base, recipientSide: 'dark', players: { light: HOSTILE, dark: 'Dan' } }),
  gameOver: gameOver({ ...base, winner: 'light', outcome: 'Light wins: the opposing fire was consumed', lastMove }),
  drawOffered: drawOffered(base),
  clockWarning: clockWarning({ ...base, deadline: DEADLINE, exampleMove: 'Fa3a4', now: NOW }),
  moveConfirmed: moveConfirmed({ ...base, move: { notation: 'Fb2b3', description: 'fire moves from b2 to b3' } }),
  replyProblem: replyProblem({
    ...base,
    reason: 'the fire on b2 cannot reach b9',
    detail: 'The fire on b2 can go to b3, b4 or c3',
    received: 'Fb2b9',
    exampleMove: 'Fa3a4',
  }),
};

const allEmails: Record<string, RenderedEmail> = {
  ...gameEmails,
  magicLink: magicLink({
    link: 'https://orrery.example/me?t=once',
    expiresInMinutes: 15,
    preferences: links.preferences,
    unsubscribe: links.unsubscribe,
  }),
  invitation: invitation({
    ...base,
    address: 'bob@example.com',
    confirm: links.seat!,
    stop: links.unsubscribe,
    preferences: links.preferences,
  }),
  digest: digest({
    games: [
      {
        gameName: 'ADIX',
        variantName: 'Standard',
        opponent: HOSTILE,
        moveNumber: 12,
        deadline: DEADLINE,
        link: 'https://orrery.example/g/zzzzzzzzzzzz#white=t',
      },
    ],
    links: { preferences: links.preferences, unsubscribe: links.unsubscribe },
    now: NOW,
  }),
};

describe('every email', () => {
  it.each(Object.entries(allEmails))('%s keeps hostile names harmless', (_name, email) => {
    expect(email.subject).not.toMatch(/[\r\n\u0000-\u001f\u202e]/);
    expect(email.subject.length).toBeLessThanOrEqual(150);
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('\u202e');
    expect(email.text).not.toMatch(/^Bcc:/m);
    expect(email.text).not.toContain('\r');
  });

  it.each(Object.entries(allEmails))(
    '%s is a whole HTML document in a 658px table, and text that stands alone',
    (_name, email) => {
      expect(email.html).toMatch(/^<!DOCTYPE html>/);
      expect(email.html).toContain('max-width:658px');
      expect(email.html).toContain('role="presentation"');
      expect(email.html).toMatch(/<\/html>$/);
      expect(email.text).not.toMatch(/<(p|a|table|td|img|strong)\b/i);
      expect(email.text.length).toBeGreaterThan(100);
    },
  );

  it('shows the escaped name where it shows the name', () => {
    expect(gameEmails.yourMove!.html).toContain('Bob Bcc: x@e.co&lt;script&gt;&quot;&amp; (Dark) played');
    expect(gameEmails.yourMove!.text).toContain('Bob Bcc: x@e.co<script>"& (Dark) played');
  });

  it.each(Object.entries(gameEmails).concat([['digest', allEmails.digest!]]))(
    '%s has the settings and unsubscribe links in both versions',
    (_name, email) => {
      for (const url of [links.preferences, links.unsubscribe]) {
        expect(email.html).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
        expect(email.text).toContain(url);
      }
    },
  );

  it.each(Object.entries(allEmails))(
    '%s links its game’s rules (or both games’) as “How to play” in its footer',
    (name, email) => {
      const rules = ['magicLink', 'digest'].includes(name)
        ? 'https://orrery.example/rules'
        : 'https://orrery.example/rules/adomoc';
      expect(email.text).toContain(`How to play: ${rules}\n`);
      expect(email.html).toContain(`href="${rules}"`);
      expect(email.html).toMatch(/>How to play<\/a>/);
    },
  );

  it('shortens long names, and uses the side name for a player without one', () => {
    const email = drawOffered({ ...base, players: { light: 'Ann', dark: 'B'.repeat(200) } });
    expect(email.subject).toBe(`${'B'.repeat(31)}… offers a draw (Adomoc)`);
    expect(drawOffered({ ...base, players: { light: 'Ann', dark: ' \n ' } }).subject).toBe(
      'Dark offers a draw (Adomoc)',
    );
  });

  it('the sign-in email, which anyone may ask for, can stop all email too', () => {
    const email = allEmails.magicLink!;
    expect(email.text).toContain(`Unsubscribe: ${links.unsubscribe}`);
    expect(email.text).toContain('https://orrery.example/me?t=once');
    expect(email.text).toMatch(/expires in 15 minutes/);
    expect(email.text).toMatch(/did not ask/);
  });

  it('give the one-click unsubscribe headers', () => {
    expect(unsubscribeHeaders(links.unsubscribe)).toEqual({
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('your move', () => {
  const email = gameEmails.yourMove!;

  it('says the move in notation and in words, with the deadline, the board and the seat', () => {
    expect(email.subject).toBe('Your move against Bob Bcc: x@e.co<script>"&: Bob Bcc: x@e.co<script>"& played Fa7-a6');
    for (const version of [email.text, email.html]) {
      expect(version).toContain('Fa7-a6');
      expect(version).toContain('Fire moves from a7 to a6.');
      expect(version).toContain('Tue 24 Nov, 18:00 UTC (in 3 days)');
      expect(version).toContain('Fa3a4');
    }
    expect(email.text).toContain(`Play your move: ${links.seat}`);
    expect(email.text).toMatch(/reply to this email with your move in notation/i);
    expect(email.html).toContain(`<img src="${links.boardImage}" alt="The board before your move (4 moves played)"`);
    // The hidden preview line counts as the heading does, in moves played: "round" is a tournament's word.
    expect(email.html).toContain('played Fa7-a6. Your move (4 moves played).</div>');
    // A reply's lines below the move go to the opponent as a message: the email says so.
    expect(email.text).toContain('below the move go to Bob');
    expect(email.html).toContain(`href="${links.seat}"`);
    expect(email.text.split('\n')[0]).toBe('Orrery · Adomoc (Standard)');
  });

  it('opens a new game for the player who moves first', () => {
    const first = gameEmails.firstMove!;
    expect(first.subject).toMatch(/^New game of Adomoc against Bob.*: you play first$/);
    expect(first.text).toMatch(/you play first/);
    expect(first.text).not.toMatch(/played/);
    expect(first.text).not.toMatch(/Play by/);
  });

  it('leaves the reply instructions out when replies are not read, and offers the page without a seat link', () => {
    const email = yourMove({
      ...base,
      links: { ...links, seat: null },
      lastMove,
      deadline: null,
      exampleMove: 'Fa3a4',
      replyable: false,
      now: NOW,
    });
    expect(email.text).not.toMatch(/reply to this email/i);
    expect(email.text).toContain(`Open the game: ${links.watch}`);
    expect(email.text).not.toContain('SeCrEtToKeN');
  });
});

describe('the other emails', () => {
  it('game started: invites the second player with their seat', () => {
    const email = gameEmails.gameStarted!;
    expect(email.text).toContain(links.seat);
    expect(email.text).toMatch(/you play Dark against Bob/);
    expect(email.text).toMatch(/moves first/);
  });

  it('game over: the result for the reader, in words, with the final board', () => {
    expect(gameEmails.gameOver!.subject).toMatch(/^You won against Bob/);
    expect(gameEmails.gameOver!.text).toContain('Light wins: the opposing fire was consumed.');
    expect(gameEmails.gameOver!.html).toContain('alt="The final board"');
    expect(gameOver({ ...base, winner: 'dark', outcome: 'Dark wins on time' }).subject).toMatch(
      /^You lost against Bob/,
    );
    expect(gameOver({ ...base, winner: null, outcome: 'drawn by agreement' }).subject).toMatch(/^Draw with Bob/);
  });

  it('draw offered: accept or decline by reply', () => {
    const email = gameEmails.drawOffered!;
    expect(email.subject).toMatch(/offers a draw \(Adomoc\)$/);
    expect(email.text).toMatch(/accept or decline/);
    expect(email.text).toMatch(/Playing a move declines the offer/);
    // Offered on the offerer's own turn: no move of the reader's can decline it yet.
    const early = drawOffered({ ...base, yourTurn: false });
    expect(early.text).not.toMatch(/Playing a move declines/);
    expect(early.text).toMatch(/the offer stands until you answer or play your next move/);
  });

  it('clock warning: the deadline and what happens after it', () => {
    const email = gameEmails.clockWarning!;
    expect(email.subject).toContain('Tue 24 Nov, 18:00 UTC');
    expect(email.text).toContain('Tue 24 Nov, 18:00 UTC (in 3 days)');
    expect(email.text).toMatch(/lose the game on time/);
  });

  it('move confirmed: the move played, and whose turn it is now', () => {
    const email = gameEmails.moveConfirmed!;
    expect(email.subject).toMatch(/^Your move Fb2b3 was played/);
    expect(email.text).toContain('Fire moves from b2 to b3.');
    expect(email.text).toMatch(/Now it is Bob.*'s turn/);
  });

  it('reply problem: what was read, why it failed, the legal moves and how to fix it', () => {
    const email = gameEmails.replyProblem!;
    expect(email.text).toContain('We read your reply as Fb2b9.');
    expect(email.text).toContain('The fire on b2 cannot reach b9.');
    expect(email.text).toContain('The fire on b2 can go to b3, b4 or c3.');
    expect(email.text).toMatch(/for example Fa3a4/);
    expect(email.text).toContain(links.seat);
    expect(email.html).toContain(links.boardImage.replaceAll('&', '&amp;'));
  });

  it('digest: one line per game with its opponent, move, deadline and link', () => {
    const many = digest({
      games: [
        {
          gameName: 'Adomoc',
          variantName: 'Standard',
          opponent: 'Bob',
          moveNumber: 12,
          deadline: DEADLINE,
          link: 'https://orrery.example/g/aaaaaaaaaaaa',
        },
        {
          gameName: 'ADIX',
          variantName: 'ADIX',
          opponent: '',
          moveNumber: 3,
          deadline: null,
          link: 'https://orrery.example/g/bbbbbbbbbbbb',
        },
      ],
      links: { preferences: links.preferences, unsubscribe: links.unsubscribe },
      now: NOW,
    });
    expect(many.subject).toBe('Your move in 2 games');
    expect(many.text).toContain(
      '- Adomoc (Standard) against Bob, round 12, play by Tue 24 Nov, 18:00 UTC (in 3 days). Play: https://orrery.example/g/aaaaaaaaaaaa',
    );
    expect(many.text).toContain('- ADIX against your opponent, round 3. Play: https://orrery.example/g/bbbbbbbbbbbb');
    expect(allEmails.digest!.subject).toMatch(/^Your move in ADIX against Bob/);
  });

  it('escapes quotes in links, so no link can leave its attribute', () => {
    const email = yourMove({
      ...base,
      links: { ...links, seat: 'https://orrery.example/g/x"onclick="evil' },
      lastMove,
      deadline: null,
      exampleMove: 'Fa3a4',
    });
    expect(email.html).toContain('href="https://orrery.example/g/x&quot;onclick=&quot;evil"');
  });
});

describe('deadlines', () => {
  it('are written in UTC with the time left', () => {
    expect(formatDate(DEADLINE, NOW)).toBe('Tue 24 Nov, 18:00 UTC');
    expect(formatDate('2027-01-05T09:05:00Z', NOW)).toBe('Tue 5 Jan 2027, 09:05 UTC');
    expect(timeLeft(DEADLINE, NOW)).toBe('in 3 days');
    expect(timeLeft(DEADLINE, Date.parse('2026-11-23T14:00:00Z'))).toBe('in 1 day and 4 hours');
    expect(timeLeft(DEADLINE, Date.parse('2026-11-23T18:00:00Z'))).toBe('in 1 day');
    expect(timeLeft(DEADLINE, Date.parse('2026-11-24T13:30:00Z'))).toBe('in 4 hours');
    expect(timeLeft(DEADLINE, Date.parse('2026-11-24T17:59:00Z'))).toBe('in 1 minute');
    expect(timeLeft(DEADLINE, Date.parse('2026-11-24T19:00:00Z'))).toBe('now');
    expect(deadlineText(DEADLINE, NOW)).toBe('Tue 24 Nov, 18:00 UTC (in 3 days)');
  });
});
