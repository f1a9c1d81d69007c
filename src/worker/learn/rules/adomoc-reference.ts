/** Adomoc's rules as players read them, from docs/adomoc-rules.md (the reading the engine plays by). */
import type { RulesReference } from './rules-text.ts';

export const ADOMOC_REFERENCE: RulesReference = {
  game: 'adomoc',
  name: 'Adomoc',
  summary: 'Two players, Light and Dark, race a prime sun to the centre of a round board.',
  sections: [
    {
      id: 'board',
      title: 'The board',
      blocks: [
        'The board has 81 spaces: eight rings, called {cycle}s, of ten spaces each, and the {centre}. Cycle 1 is the outer edge and cycle 8 the innermost ring: cycles are numbered from the outside in.',
        'Ten {column}s, lettered `a` to `j` counter-clockwise, run from the edge towards the centre. A space is its column then its cycle: `c3` is column c on cycle 3. Light’s half is columns a–e, Dark’s f–j.',
        'Pieces move along three kinds of line:',
        {
          list: [
            '[column]s, in and out between cycle 1 and cycle 8 (no column line enters the centre: only the winning move does);',
            '[cycle]s, round the ring, wrapping from `j` to `a`;',
            '{spiral}s, one column across and one cycle in or out with every step, both ways, wrapping round too. A spiral keeps to half the spaces of the board.',
          ],
        },
        'Two spaces are {adjacent} when they are neighbours along any of these lines: a space has at most eight neighbours, and the centre has none.',
      ],
    },
    {
      id: 'pieces',
      title: 'The pieces and the start',
      blocks: [
        'Each side has five {sun}s on cycle 1, five {moon}s on cycle 2 and five {foot|feet} on cycle 3, in its own half. The piece of each kind on the middle column of the half (c for Light, h for Dark) is a {prime}: the prime sun, the prime moon and the prime foot.',
        'Those fifteen spaces of each side are its {origin space}s: suns return to cycle 1, moons to cycle 2 and feet to cycle 3, always within their own side’s five columns.',
        {
          diagram: {
            position: 'SSS^SSsss^ss/MMM^MMmmm^mm/FFF^FFfff^ff/10/10/10/10/10 - l - 1',
            caption: 'The start. Light moves first.',
          },
        },
      ],
    },
    {
      id: 'moving',
      title: 'Moving',
      blocks: [
        'On your turn you move one piece along one line, in one direction, at least one step. There is no passing.',
        {
          list: [
            'feet move along columns and cycles;',
            'moons move along spirals;',
            'suns move along all three lines;',
            'primes move at most three steps; other pieces as far as the line is clear.',
          ],
        },
        'Nothing jumps: every space between the start and the landing must be empty. Going round a cycle never ends where it started; a landing that two ways reach is one move, legal if either way is clear.',
        {
          diagram: {
            position: '10/3M6/7f2/10/10/10/10/10 - l - 1',
            caption: 'The moon on d2 reaches a5 along a spiral: c3, b4, a5.',
            highlight: ['d2', 'a5'],
          },
        },
      ],
    },
    {
      id: 'landing',
      title: 'Landing on a piece: consuming and originating',
      blocks: [
        'A move may end on a piece only in one of two ways, and it ends there:',
        {
          list: [
            '{consuming}: a [prime] lands on an opponent’s piece of its own kind that is not a prime. That piece leaves the game. Primes are never consumed, and no one consumes their own pieces.',
            '{originating}: a piece lands on a piece of another kind, of either side. The piece landed on is sent back to a free [origin space] of its own kind and side, chosen by the player moving (a prime may go to any of them). A prime is originated only by a prime or a moon; a moon never originates a moon. The space the mover just left counts as free; the landing does not.',
          ],
        },
        'Anything else (a like piece that cannot be consumed, a piece this mover may not originate, no free origin space) is not a legal landing.',
      ],
    },
    {
      id: 'attraction',
      title: 'Attraction',
      blocks: [
        'A foot [adjacent] to a sun of the other side cannot move: it is {held}. Held feet are drawn with a dashed ring. Your own suns never hold your feet, and which feet are held is worked out afresh after every move.',
        {
          diagram: {
            position: '10/7m2/4M5/10/1F8/1s8/10/10 - l - 1',
            caption: 'The dark sun on b6 holds the light foot on b5.',
          },
        },
      ],
    },
    {
      id: 'reverse',
      title: 'No immediate reverse origination',
      blocks: [
        'When a piece has just [originating|originated] another, the piece sent home may not, on the very next turn, land on its originator to send it back. The bar lasts that one turn only. Orrery notes it after every origination, in the position itself.',
      ],
    },
    {
      id: 'winning',
      title: 'Winning and losing',
      blocks: [
        'A player is in a {state of primes} when a prime foot and a prime moon, of either side, stand on cycle 8, and at least one of them is the player’s own.',
        'The only way into the [centre] is the player’s prime sun moving in along its own column, at most three steps with the way clear, in a state of primes. That wins at once: the game is {centred}.',
        {
          diagram: {
            position: '10/7m2/10/10/10/2S^7/10/F^3M^5 - l - 1',
            caption: 'Light is in a state of primes: the prime sun on c6 can enter the centre (S^c6*).',
          },
        },
        'A player with no legal move on their turn loses at once; Orrery checks this after every move. A player may resign at any time, and the players may agree a draw. There is no repetition rule and no move limit.',
      ],
    },
    {
      id: 'variants',
      title: 'Variants',
      blocks: [
        {
          list: [
            'Standard: as above.',
            'Infinite: no consuming, and a moon that is not a prime may not originate a prime (a prime still originates primes). A game may go on for ever.',
            'Altogether: played as Standard; when a prime sun is centred, each side scores the cycle number of each of its pieces still on the board, the centred prime sun scoring 9. The higher score wins, even against the side that centred; equal scores draw. Being left without a move, resigning and agreed draws end the game as in Standard.',
          ],
        },
      ],
    },
    {
      id: 'notation',
      title: 'Writing moves and positions',
      blocks: [
        'A move is the piece’s letter (`F` foot, `M` moon, `S` sun, upper case for both sides), `^` for a prime, the start space and the landing: `Md2a5`, `F^a3a6`. Then `x` for consuming (`F^a3a6x`), or `o` and the origin space chosen (`Sh5d5ob2`). The winning move ends in `*`: `S^g7*`.',
        'Typing a move, you may leave out the `^`, use any letter case, spaces or a hyphen, `0` for `o`, and where nothing else is possible the `x` or a lone free origin space.',
        'A position lists cycles 1 to 8, each from column a to j (`F M S` Light, `f m s` Dark, `^` after a prime, a number for empty spaces), then the centre, the side to move (`l` or `d`), the reverse-origination bar and the round: the start is `SSS^SSsss^ss/MMM^MMmmm^mm/FFF^FFfff^ff/10/10/10/10/10 - l - 1`.',
      ],
    },
    {
      id: 'decisions',
      title: 'Where the rulebook is silent',
      blocks: [
        {
          list: [
            'A player left with no legal move loses the moment it happens.',
            'Positions set up for a game or a lesson may hold any number of pieces; they must only be well formed.',
            'The reverse-origination bar is recorded after every origination, so a position tells the whole story.',
          ],
        },
      ],
    },
  ],
};
