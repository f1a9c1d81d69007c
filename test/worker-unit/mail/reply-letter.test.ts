import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/engine/games.ts';
import { readLetter } from '../../../src/worker/mail/reply-letter.ts';

/** The engine's judgement of a line at a game's start, as the game's object makes it. */
const moveKeyOf = (id: 'adomoc' | 'adix') => {
  const game = GAMES.get(id)!;
  const start = game.startPosition(game.defaultVariant);
  return (text: string): string | null => {
    const move = game.parseMove(start, game.defaultVariant, text);
    if (move.ok) return game.makeMove(start, move.value);
    return move.error.code === 'ERR_SYNTAX' ? null : text.replace(/\s+/g, '').toLowerCase();
  };
};
const adomoc = moveKeyOf('adomoc');

const letter = (text: string, sender: string | null = 'Ann Example') => readLetter(text.split('\n'), adomoc, sender);

describe('letter shapes', () => {
  it.each([
    ['a move alone', 'Fa3a5', 'Fa3a5', null],
    ['a greeting above', 'Hi Marta,\n\nFa3a5', 'Fa3a5', null],
    ['a greeting and a sign-off', 'Hallo Bob,\nFa3a5\n\nViele Grüße\nAnn', 'Fa3a5', null],
    ['a sign-off with the full name', 'Fa3a5\n\nBest regards,\nAnn Example', 'Fa3a5', null],
    ['the sender’s name alone at the end', 'Fa3a5\n\n-- Ann', 'Fa3a5', null],
    ['a trailing full stop', 'Fa3a5.', 'Fa3a5', null],
    ['an exclamation mark', 'Fa3a5!', 'Fa3a5', null],
    ['quotes', '“Fa3a5”', 'Fa3a5', null],
    ['asterisks (bold in a plain part)', '*Fa3a5*', 'Fa3a5', null],
    ['underscores (italics)', '_Fa3a5_', 'Fa3a5', null],
    ['a message above the move', 'Sorry for the wait.\n\nFa3a5', 'Fa3a5', 'Sorry for the wait.'],
    [
      'a message on both sides',
      'Hi Bob,\nSorry for the wait.\nFa3a5\nYour turn!\nCheers,\nAnn',
      'Fa3a5',
      'Sorry for the wait.\nYour turn!',
    ],
    ['the same move twice', 'Fa3a5\n\nyes, Fa3a5:\nFa3a5', 'Fa3a5', 'yes, Fa3a5:'],
    ['a label before the move', 'My move: Fa3a5', 'Fa3a5', null],
    ['a label in German', 'Mein Zug: Fa3a5.', 'Fa3a5', null],
    ['a word with punctuation', 'I resign.', null, null],
  ])('reads %s', (_what, text, move, message) => {
    const read = letter(text);
    expect(read.kind).toBe('command');
    if (read.kind !== 'command') return;
    if (move) expect(read.command).toEqual({ kind: 'move', text: move });
    expect(read.message).toBe(message);
  });

  it('refuses two different moves, naming both', () => {
    const read = letter('Fa3a5\nor\nFb3b4.');
    expect(read).toMatchObject({ kind: 'two-commands', lines: ['Fa3a5', 'Fb3b4'] });
    expect(read.kind === 'two-commands' && read.problem).toContain('two different moves, “Fa3a5” and “Fb3b4”');
    expect(letter('resign\nFa3a5')).toMatchObject({ kind: 'two-commands', lines: ['resign', 'Fa3a5'] });
    // Two spellings of one move are one move.
    expect(letter('Fa3a5\nfa3-a5').kind).toBe('command');
  });

  it('says so when no line reads as a move, quoting the first line read', () => {
    const read = letter('Hi Bob,\nwhat a lovely game!!\nAnn');
    expect(read).toMatchObject({ kind: 'no-command', first: 'what a lovely game!!' });
  });

  it('reads a message alone, after a greeting too', () => {
    expect(letter('message: see you tomorrow\nAnn')).toEqual({ kind: 'message', message: 'see you tomorrow\nAnn' });
    expect(letter('Hi Bob,\nMessage: see you')).toEqual({ kind: 'message', message: 'see you' });
    expect(letter('message:').kind).toBe('no-message');
    expect(readLetter(null, adomoc).kind).toBe('no-text');
  });

  it('reads ADIX notation as written, whatever it starts or ends with', () => {
    const adix = moveKeyOf('adix');
    expect(readLetter(['*Pe1/e2'], adix)).toMatchObject({
      kind: 'command',
      command: { kind: 'move', text: '*Pe1/e2' },
    });
    expect(readLetter(['^c1/c2.'], adix)).toMatchObject({ kind: 'command', command: { kind: 'move', text: '^c1/c2' } });
    expect(readLetter(['*Pe1)'], adix)).toMatchObject({ kind: 'command', command: { kind: 'move', text: '*Pe1)' } });
  });
});
