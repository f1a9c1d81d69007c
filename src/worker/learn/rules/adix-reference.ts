/** ADIX's rules as players read them, from docs/adix-rules.md (the reading the engine plays by). */
import type { RulesReference } from './rules-text.ts';

export const ADIX_REFERENCE: RulesReference = {
  game: 'adix',
  name: 'ADIX',
  summary: 'Two players, White and Black, move cubes with rock, paper and scissors faces to capture the captain.',
  sections: [
    {
      id: 'board',
      title: 'The board and the cubes',
      blocks: [
        'A board of 9×9 squares, files `a`–`i`, ranks `1`–`9`. White sits at rank 1 and moves first, Black at rank 9. {north} is towards rank 9 and {east} towards file i for both players: every cube’s faces and every pivot are read that way.',
        'Each side has one {captain} and nine {teammate}s, all cubes. Only the face on top is active: {rock} (P), {paper} (F), {scissors} (C), and on teammates the blank {shelter} (A, abri; `^` in moves): the letters are the French names the rulebook uses (pierre, feuille, ciseaux).',
        {
          list: [
            'A captain’s opposite faces are alike: rock under rock, paper opposite paper, scissors opposite scissors. A captain never has a shelter.',
            'A teammate’s rock is opposite its shelter; its papers and its scissors are opposite each other.',
          ],
        },
        'A cube is written by its face on top, the face turned north and the face turned east: `PFC` is rock on top, paper north, scissors east; upper case is White, lower case Black, and `*` marks a captain. The board draws the top face large and the four side faces at its edges.',
      ],
    },
    {
      id: 'start',
      title: 'The start',
      blocks: [
        'Captains on e1 and e9 show rock on top, paper north and south, scissors east and west. The teammates show the shelter on top, paper north and south, scissors east and west, in two walls.',
        {
          diagram: {
            position:
              '2afc1*pfc1afc2/1afc1afc1afc1afc1/2afc1afc1afc2/9/9/9/2AFC1AFC1AFC2/1AFC1AFC1AFC1AFC1/2AFC1*PFC1AFC2 w -,- 0 1',
            caption: 'The start. White moves first.',
          },
        },
      ],
    },
    {
      id: 'turn',
      title: 'A turn',
      blocks: [
        'On your turn you do exactly one of these with one of your cubes:',
        {
          list: [
            '{slide}, by the weapon on top: rock along ranks, files and diagonals; paper along ranks and files; scissors along diagonals. A teammate slides any distance, the captain exactly one square. Nothing is jumped, and a slide keeps the cube turned as it was.',
            '{capture}: a slide that ends on an enemy cube whose top face it beats. Rock beats scissors, scissors beat paper, paper beats rock. Equal weapons block, a cube under [shelter] is never captured, and captures are never compulsory. Captains capture and are captured like any cube.',
            '{tip}: roll the cube one square north, south, east or west onto an empty square. The face on the far side comes on top and the old top faces the way it rolled: tipping north brings the south face up. A tip never captures.',
            '{pivot}: a quarter turn in place, `)` clockwise or `(` anticlockwise, seen from above. The top stays; the side faces turn.',
          ],
        },
        'A cube under shelter cannot slide or pivot: tipping is its only action. You may not pivot the same cube on three of your turns in a row; a slide, a tip or a pivot of another cube ends the run.',
        {
          diagram: {
            position: '*pfc8/9/3cfp2fcp2/9/9/3PFC5/9/9/4*PFC4 w -,- 0 1',
            caption: 'White’s rock on d4 can capture the scissors on d7 (Pd4XCd7), not the paper on g7.',
          },
        },
      ],
    },
    {
      id: 'ending',
      title: 'Winning, losing and drawing',
      blocks: [
        {
          list: [
            'Capturing the enemy [captain], or the enemy’s last [teammate], wins at once.',
            'A player with no legal action on their turn loses.',
            'The ply that makes thirty plies in a row without a [slide] (only tips and pivots; a capture is a slide) ends the game at once in a draw, before anything else is checked: the {thirty-ply draw}.',
            'A player may resign, and the players may agree a draw.',
          ],
        },
      ],
    },
    {
      id: 'notation',
      title: 'Writing moves and positions',
      blocks: [
        'A move is the piece (`*` for a captain, then the weapon on top, `P`, `F` or `C`, or `^` under shelter; upper case for both colours) and its square, then: `Fh3-h6` a slide, `^e3/e4` a tip, `Ce4)` and `Ce4(` pivots, `Ca8XFe4` a capture (the captured cube written as piece and square), with `#` after a capture that wins.',
        'Typing a move you may leave out the piece letters, `*`, `#` and the hyphen, use any case, and write `×` for `X`.',
        'A position lists ranks 9 to 1, each from file a to i (a cube as `[*]<top><north><east>`, a digit for empty squares), then the side to move (`w` or `b`), each side’s run of pivots, the plies since the last slide and the move number.',
      ],
    },
    {
      id: 'decisions',
      title: 'Where the rulebook is silent',
      blocks: [
        {
          list: [
            'A side’s pivot run changes only on its own turns.',
            'A position may not hold two captains of a side; a side without its captain has lost.',
            'A game ends by the capture of the last teammate, though a position alone could not tell: a set-up position with no teammates is not lost by itself.',
          ],
        },
      ],
    },
  ],
};
