/**
 * Adomoc's path of lessons, as data: each a small position in the game's position
 * notation and the moves asked for, in strict notation. A dark piece or two stands in most
 * positions only so that Dark has a move: a side left without one loses at once.
 */
import type { LessonPath } from './lesson.ts';

const ANY_ORIGIN = (move: string, breedColumns: string, cycle: number): string[] =>
  [...breedColumns].map((column) => `${move}o${column}${cycle}`);

export const ADOMOC_PATH: LessonPath = {
  game: 'adomoc',
  name: 'Adomoc',
  summary: 'A round board of eight rings, three kinds of piece, and a race to the centre.',
  lessons: [
    {
      id: 'board',
      title: 'The board',
      intro: [
        'The board is eight rings, called cycles, around a centre. Cycle 1 is the outer edge and cycle 8 the innermost ring, so cycles are numbered from the outside in.',
        'Ten columns, lettered a to j counter-clockwise, run from the edge to the centre. A space is named by its column, then its cycle: c3 is column c, cycle 3. Light owns columns a–e, Dark f–j.',
      ],
      variant: 'standard',
      position: '10/7m2/2F7/10/10/10/10/10 - l - 1',
      steps: [
        {
          ask: 'Move your foot on c3 along its column to c8, on the innermost cycle.',
          answers: ['Fc3c8'],
          explain:
            'Column c runs from c1 on the edge to c8 next to the centre; cycle 8 is the ring every race ends on.',
          hint: 'That is not c8. Column c runs straight in from the edge: c4, c5, c6, c7, c8.',
        },
      ],
    },
    {
      id: 'feet',
      title: 'Feet: columns and cycles',
      intro: [
        'Feet move along columns (in and out) and along cycles (round the ring), as far as the way is clear.',
        'Cycles wrap round: j is next to a, so a foot on b5 can reach j5 going past a5.',
      ],
      variant: 'standard',
      position: '10/7m2/10/10/1F8/10/10/10 - l - 1',
      steps: [
        {
          ask: 'Move the foot on b5 round its cycle to j5.',
          answers: ['Fb5j5'],
          explain: 'The foot went round cycle 5, past a5 to j5: the ring has no ends.',
          hint: 'Not j5. Stay on cycle 5 and go the short way round, past a5.',
        },
      ],
    },
    {
      id: 'moons',
      title: 'Moons: the spirals',
      intro: [
        'Moons move only along spirals: each step goes one column across and one cycle in or out at once, like a diagonal that winds round the board.',
        'A moon keeps to half the spaces of the board, as a bishop keeps to one colour.',
      ],
      variant: 'standard',
      position: '10/3M6/7f2/10/10/10/10/10 - l - 1',
      steps: [
        {
          ask: 'Move the moon on d2 along a spiral to a5.',
          answers: ['Md2a5'],
          explain: 'd2, c3, b4, a5: one column and one cycle with every step.',
          hint: 'Not a5. Each step of a spiral changes the column and the cycle together: c3, b4, a5.',
        },
      ],
    },
    {
      id: 'suns',
      title: 'Suns: every line',
      intro: ['Suns move along all three kinds of line: columns, cycles and spirals, as far as the way is clear.'],
      variant: 'standard',
      position: '1S8/10/7f2/10/10/10/10/10 - l - 1',
      steps: [
        {
          ask: 'Bring the sun on b1 to e4 in one move.',
          answers: ['Sb1e4'],
          explain: 'b1, c2, d3, e4: the sun took a spiral, as a moon would.',
          hint: 'Not e4. Neither a column nor a cycle joins b1 and e4, but a spiral does.',
        },
      ],
    },
    {
      id: 'primes',
      title: 'Primes: three steps',
      intro: [
        'Each side has a prime of each kind, marked with a ring (^ in notation): a prime foot, moon and sun. Primes move like their kind, but at most three steps.',
        'Primes matter most: only a prime sun can win, and only with primes on cycle 8.',
      ],
      variant: 'standard',
      position: '10/7m2/2F^7/10/10/10/10/10 - l - 1',
      steps: [
        {
          ask: 'Move your prime foot on c3 as far in along its column as it may go.',
          answers: ['F^c3c6'],
          explain: 'Three steps, c4, c5, c6: as far as a prime goes in one move.',
          hint: 'That is allowed, but a prime may go up to three steps: it can go further in.',
        },
      ],
    },
    {
      id: 'nothing-jumps',
      title: 'Nothing jumps',
      intro: [
        'No piece jumps: every space between the start and the landing must be empty, your own pieces included.',
        'Your sun wants to run up column c, but your own foot stands in the way.',
      ],
      variant: 'standard',
      position: '2S7/7m2/10/2F7/10/10/10/10 - l - 1',
      steps: [
        {
          ask: 'Clear column c: move the foot on c4 off it.',
          answers: ['Fc4d4', 'Fc4e4', 'Fc4f4', 'Fc4g4', 'Fc4h4', 'Fc4i4', 'Fc4j4', 'Fc4a4', 'Fc4b4'],
          explain: 'The foot stepped round its cycle and column c is clear. Dark moves its moon.',
          hint: 'The sun on c1 still cannot pass: the foot must leave column c, round its cycle.',
          reply: 'Mh2i1',
        },
        {
          ask: 'Now run the sun up column c to c8.',
          answers: ['Sc1c8'],
          explain: 'With nothing in between, the sun crossed the whole column in one move.',
          hint: 'Not c8: the sun can now go all the way in along column c.',
        },
      ],
    },
    {
      id: 'consuming',
      title: 'Consuming',
      intro: [
        'Landing on a piece ends a move. A prime that lands on an opponent’s piece of its own kind that is not a prime consumes it: that piece leaves the game.',
        'Primes are never consumed, and no one consumes their own pieces.',
      ],
      variant: 'standard',
      position: '10/7m2/10/10/2F^1f^5/10/2f7/10 - l - 1',
      steps: [
        {
          ask: 'Consume a dark foot with your prime foot.',
          answers: ['F^c5c7x'],
          explain:
            'Your prime foot landed on the dark foot on c7 and consumed it (written x). The dark prime foot on e5 could not be consumed.',
          hint: 'Land your prime foot on the plain dark foot on c7: two steps in along column c.',
        },
      ],
    },
    {
      id: 'originating',
      title: 'Originating',
      intro: [
        'A piece that lands on a piece of another kind, of either side, originates it: the piece landed on is sent back to a free origin space of its own kind and side (the shaded spaces of cycles 1 to 3), and you choose which.',
        'Tap the piece, tap its landing, then tap the origin space to send it to. A prime is originated only by a prime or a moon, and a moon never originates a moon.',
      ],
      variant: 'standard',
      position: '10/3M3m2/10/10/f9/10/10/10 - l - 1',
      steps: [
        {
          ask: 'Land your moon on the dark foot on a5 and send the foot back to one of Dark’s foot origin spaces.',
          answers: ANY_ORIGIN('Md2a5', 'fghij', 3),
          explain:
            'The dark foot went back to cycle 3, where feet start; in notation the origin space follows an o. The moon stays on a5.',
          hint: 'Your moon can reach a5 along a spiral: land on the foot there to originate it.',
        },
      ],
    },
    {
      id: 'attraction',
      title: 'Attraction: held feet',
      intro: [
        'A foot next to a sun of the other side cannot move: the sun holds it. Next to means one step along any line, column, cycle or spiral. Held feet are drawn with a dashed ring.',
        'Your own suns never hold your feet. Whether a foot is held is worked out afresh after every move.',
      ],
      variant: 'standard',
      position: '10/7m2/4M5/10/1F8/1s8/10/10 - l - 1',
      steps: [
        {
          ask: 'Your foot on b5 is held by the dark sun on b6. Free it by originating that sun with your moon.',
          answers: ANY_ORIGIN('Me3b6', 'fghij', 1),
          explain: 'Nothing holds the foot now: attraction is worked out again after every move.',
          hint: 'The foot is still held. Your moon on e3 reaches b6 along a spiral: land on the sun.',
        },
      ],
    },
    {
      id: 'reverse',
      title: 'No reverse origination',
      intro: [
        'A piece that was just originated may not, on the very next turn, land on the piece that originated it to send it back. The bar lasts that one turn only.',
        'Dark’s moon on c6 has just sent your foot home to c3.',
      ],
      variant: 'standard',
      position: '10/10/2F7/10/10/S1m7/10/10 - l c6c3 1',
      steps: [
        {
          ask: 'Send the dark moon on c6 home all the same: not with the foot, with another piece.',
          answers: ANY_ORIGIN('Sa6c6', 'fghij', 2),
          explain:
            'Your sun originated the moon, which the foot could not do this turn. Next turn the foot could have.',
          hint: 'The moon on c6 is still there. Your sun on a6 reaches it along cycle 6.',
        },
      ],
    },
    {
      id: 'centring',
      title: 'The state of primes and centring',
      intro: [
        'A player is in a state of primes when a prime foot and a prime moon, of either side, stand on cycle 8 and at least one of them is the player’s own.',
        'Then the player’s prime sun may enter the centre, moving in along its own column, at most three steps with the way clear. That wins at once: the game is centred.',
      ],
      variant: 'standard',
      position: '10/7m2/10/10/10/2S^7/10/F^3M^5 - l - 1',
      steps: [
        {
          ask: 'You are in a state of primes. Win: centre your prime sun.',
          answers: ['S^c6*'],
          explain: 'c7, c8, the centre: three steps in along column c, and the game is yours.',
          hint: 'Not yet a win. Your prime sun on c6 is three steps from the centre along its column: tap it, then the centre.',
        },
      ],
    },
    {
      id: 'state-of-primes',
      title: 'Making the state of primes',
      intro: [
        'Your prime foot is on cycle 8 already; your prime moon is not. Without both on cycle 8, the centre stays shut.',
      ],
      variant: 'standard',
      position: '10/7m2/10/10/10/1M^S^7/10/F^9 - l - 1',
      steps: [
        {
          ask: 'Put your prime moon on cycle 8, keeping column c clear.',
          answers: ['M^b6d8', 'M^b6j8'],
          explain: 'A prime foot and a prime moon on cycle 8: you are in a state of primes. Dark moves.',
          hint: 'Your prime moon must reach cycle 8: two spiral steps in from b6.',
          hints: {
            'S^c6c7': 'The sun may not enter the centre yet: first a prime moon must stand on cycle 8.',
            'S^c6c8': 'The sun may not enter the centre yet: first a prime moon must stand on cycle 8.',
          },
          reply: 'Mh2i1',
        },
        {
          ask: 'Now centre your prime sun.',
          answers: ['S^c6*'],
          explain: 'Two moves: the state of primes, then the centre.',
          hint: 'The centre is open to your prime sun now: move it in along column c.',
        },
      ],
    },
    {
      id: 'no-moves',
      title: 'No legal move loses',
      intro: [
        'A player with no legal move on their turn loses at once. There is no passing.',
        'Dark has one piece left, a foot on h5.',
      ],
      variant: 'standard',
      position: '7S2/10/10/10/7f2/10/10/10 - l - 1',
      steps: [
        {
          ask: 'Leave Dark without a legal move.',
          answers: ['Sh1h4'],
          explain: 'Your sun now holds the dark foot, Dark’s only piece, so Dark cannot move and loses.',
          hint: 'Dark’s foot can still move. A foot next to an enemy sun cannot: bring your sun beside it.',
        },
      ],
    },
    {
      id: 'infinite',
      title: 'The Infinite Variant',
      intro: [
        'In the Infinite Variant nothing is consumed, so pieces only ever go home, and a game may last for ever. A moon that is not a prime may not originate a prime there either.',
        'Everything else is played as in Standard.',
      ],
      variant: 'infinite',
      position: '10/7m2/10/10/2F^1M5/10/2f7/10 - l - 1',
      steps: [
        {
          ask: 'Get rid of the dark foot on c7 the only way the Infinite Variant allows: send it home.',
          answers: ANY_ORIGIN('Me5c7', 'fghij', 3),
          explain:
            'Your moon originated the foot. Your prime foot could not have consumed it: there is no consuming in this variant.',
          hint: 'The foot is still on c7. Your moon on e5 reaches it along a spiral.',
        },
      ],
    },
    {
      id: 'altogether',
      title: 'The Altogether Variant',
      intro: [
        'Altogether is played as Standard until a prime sun is centred. Then each side scores the cycle number of each of its pieces still on the board, the centred prime sun scoring 9, and the higher score wins, even against the side that centred.',
        'Here you have 8 + 8 on cycle 8; Dark has 7 + 8.',
      ],
      variant: 'altogether',
      position: '10/10/10/10/10/2S^7/6m3/F^3M^2f2 - l - 1',
      steps: [
        {
          ask: 'Centre your prime sun, and count.',
          answers: ['S^c6*'],
          explain: 'Light 9 + 8 + 8 = 25, Dark 7 + 8 = 15: centring won on the count.',
          hint: 'Nothing is scored until a prime sun is centred: centre yours.',
        },
      ],
    },
  ],
};
