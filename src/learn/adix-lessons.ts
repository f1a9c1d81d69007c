/**
 * ADIX's path of lessons, as data: each a small position in the game's position notation
 * and the moves asked for, in strict notation. Both captains stand in every position:
 * a side without its captain has lost.
 */
import type { LessonPath } from './lesson.ts';

export const ADIX_PATH: LessonPath = {
  game: 'adix',
  name: 'ADIX',
  summary: 'Cubes with rock, paper and scissors faces on a 9×9 board: tip, slide and turn them to take the captain.',
  lessons: [
    {
      id: 'cubes',
      title: 'Cubes and their faces',
      intro: [
        'Every piece is a cube. Only the face on top is active: rock (P), paper (F), scissors (C), or on teammates the blank shelter. The letters are the French names the game was written in: pierre, feuille, ciseaux. The picture shows the top face large, and the four side faces at its edges.',
        'A cube is written by its top face, then the face turned north (towards rank 9), then the face turned east (towards file i): PFC is rock on top, paper north, scissors east. White is upper case, Black lower case, and * marks a captain.',
      ],
      variant: 'standard',
      position: '4*pfc4/9/9/9/9/9/2PFC2FCP3/9/4*PFC4 w -,- 0 1',
      steps: [
        {
          ask: 'Your cube with paper on top is on f3. Slide it north to f8.',
          answers: ['Ff3-f8'],
          explain: 'Paper on top let the cube slide straight up the file. A slide keeps the cube turned as it was.',
          hint: 'Pick the cube with paper (F) on top, on f3, and slide it up the f-file to f8.',
        },
      ],
    },
    {
      id: 'slides',
      title: 'Slides: the weapon on top',
      intro: [
        'A cube slides by the weapon on its top face: rock along ranks, files and diagonals; paper along ranks and files; scissors along diagonals only. A teammate slides any distance, and nothing is ever jumped.',
      ],
      variant: 'standard',
      position: '4*pfc4/9/9/9/9/9/2CFP6/9/4*PFC4 w -,- 0 1',
      steps: [
        {
          ask: 'Slide your scissors on c3 to g7.',
          answers: ['Cc3-g7'],
          explain: 'Scissors go diagonally: d4, e5, f6, g7.',
          hint: 'Not g7. Scissors slide on diagonals only: d4, e5, f6, g7.',
        },
      ],
    },
    {
      id: 'captain',
      title: 'The captain',
      intro: [
        'Each side has one captain (drawn with a crown, written *). It slides like any cube by the weapon on top, but exactly one square. A captain never has a shelter.',
      ],
      variant: 'standard',
      position: '4*pfc4/9/9/9/9/9/9/9/4*PFC4 w -,- 0 1',
      steps: [
        {
          ask: 'Slide your captain one square diagonally, to d2.',
          answers: ['*Pe1-d2'],
          explain: 'Rock on top lets the captain slide diagonally too, one square.',
          hint: 'Not d2. Your captain shows rock: it may slide one square in any direction, diagonals included.',
        },
      ],
    },
    {
      id: 'captures',
      title: 'Captures: rock, paper, scissors',
      intro: [
        'A slide that ends on an enemy piece captures it when the top face wins: rock beats scissors, scissors beat paper, paper beats rock. Equal weapons block. Captures are never compulsory.',
      ],
      variant: 'standard',
      position: '*pfc8/9/3cfp2fcp2/9/9/3PFC5/9/9/4*PFC4 w -,- 0 1',
      steps: [
        {
          ask: 'Capture with your rock on d4.',
          answers: ['Pd4XCd7'],
          explain: 'Rock beats scissors: the black scissors on d7 is gone (written X and the piece taken).',
          hint: 'Your rock can reach two black cubes, but only one of them is beaten by rock: scissors.',
        },
      ],
    },
    {
      id: 'shelter',
      title: 'The shelter',
      intro: [
        'A teammate with its blank face on top is under shelter. It is never captured, and it captures nothing: its only action is to tip.',
      ],
      variant: 'standard',
      position: '*pfc8/9/2afc6/9/9/2FPC2pcf3/9/9/4*PFC4 w -,- 0 1',
      steps: [
        {
          ask: 'Capture with your paper on c4.',
          answers: ['Fc4XPf4'],
          explain: 'Paper beats rock. The black cube on c7 is under shelter: nothing could have taken it.',
          hint: 'Your paper may take one black cube: the one showing rock.',
        },
      ],
    },
    {
      id: 'tipping',
      title: 'Tipping',
      intro: [
        'A cube may tip instead: it rolls one square north, south, east or west onto an empty square. The face on the far side comes on top: tipping south brings the north face up.',
        'Tipping is how a cube changes its weapon, and the only way out of a shelter. A tip never captures.',
      ],
      variant: 'standard',
      position: '*pfc8/9/9/9/9/4CPF4/9/9/4*PFC4 w -,- 0 1',
      steps: [
        {
          ask: 'Your scissors on e4 has rock facing north. Tip it so that rock comes on top.',
          answers: ['Ce4/e3'],
          explain: 'Tipped south to e3: the north face, rock, is now on top. In notation a tip is written with /.',
          hint: 'Rock faces north. Roll the cube the other way, south, to bring the north face up.',
        },
      ],
    },
    {
      id: 'pivoting',
      title: 'Pivoting',
      intro: [
        'A cube may pivot a quarter turn in place: ) clockwise, ( anticlockwise, seen from above. The top stays; the side faces turn, which changes what a later tip brings up.',
        'Tap the cube, tap it again, and choose the way to turn. A cube under shelter cannot pivot.',
      ],
      variant: 'standard',
      position: '*pfc8/9/9/9/4AFC4/3AFCCFP4/9/9/4*PFC4 w -,- 0 1',
      steps: [
        {
          ask: 'Rock faces east on your scissors on e4, and the squares north and west are taken. Turn the cube so that rock faces north.',
          answers: ['Ce4('],
          explain: 'Anticlockwise, the east face turned to the north. Black moves.',
          hint: 'Turn the cube in place, anticlockwise: the east face then faces north.',
          hints: { 'Ce4)': 'Clockwise turns the east face to the south: anticlockwise turns it north.' },
          reply: '*Pa9-b8',
        },
        {
          ask: 'Now tip the cube so that rock comes on top.',
          answers: ['Ce4/e3'],
          explain: 'A tip south brought the north face, rock, on top.',
          hint: 'Rock faces north now: tip the cube south.',
        },
      ],
    },
    {
      id: 'pivot-limit',
      title: 'Three pivots in a row',
      intro: [
        'A player may not pivot the same cube on three of their turns in a row. A slide or a tip, or a pivot of another cube, ends the run.',
        'You pivoted your captain on each of your last two turns.',
      ],
      variant: 'standard',
      position: '4*pfc4/9/9/9/9/9/2CFP6/9/4*PFC4 w e1:2,- 0 9',
      steps: [
        {
          ask: 'Pivot a cube this turn: not the captain, which may not pivot a third time.',
          answers: ['Cc3)', 'Cc3('],
          explain: 'Pivoting another cube ended the captain’s run: it may pivot again next turn.',
          hint: 'That is not a pivot. Turn your scissors on c3 in place, either way.',
        },
      ],
    },
    {
      id: 'capture-captain',
      title: 'Winning: the captain',
      intro: ['Capturing the enemy captain wins the game at once (written # after the capture).'],
      variant: 'standard',
      position: '8afc/2cfp1*cfp4/9/9/9/9/9/4PFC4/4*FPC4 w -,- 0 1',
      steps: [
        {
          ask: 'Win the game.',
          answers: ['Pe2X*Ce8#'],
          explain: 'Rock beats scissors: the black captain is taken and White wins.',
          hint: 'Not a win. Black’s captain on e8 shows scissors, and your rock sees it up the e-file.',
        },
      ],
    },
    {
      id: 'last-teammate',
      title: 'Winning: the last teammate',
      intro: ['Capturing the enemy’s last teammate also wins. Black has one teammate left, on g4.'],
      variant: 'standard',
      position: '*pfc8/9/9/9/9/6cpf2/9/4PFC4/4*FPC4 w -,- 0 1',
      steps: [
        {
          ask: 'Win the game.',
          answers: ['Pe2XCg4#'],
          explain: 'Black’s last teammate is gone: White wins, though Black’s captain stands.',
          hint: 'Not a win. Your rock on e2 can reach Black’s last teammate along a diagonal.',
        },
      ],
    },
    {
      id: 'no-action',
      title: 'No legal action loses',
      intro: [
        'A player with no legal action on their turn loses. Black’s captain on a9 has pivoted on its last two turns, so it may not pivot now; it cannot beat your scissors or your shelters.',
      ],
      variant: 'standard',
      position: '*cfp8/AFCAFC7/9/4CFP4/9/9/9/9/4*PFC4 w -,a9:2 0 12',
      steps: [
        {
          ask: 'Leave Black without a legal action.',
          answers: ['Ce6-b9'],
          explain: 'The captain cannot slide, tip or pivot: Black has no legal action and loses.',
          hint: 'Black can still move. Close the one square the captain can still reach, b9.',
        },
      ],
    },
    {
      id: 'thirty-plies',
      title: 'The thirty-ply draw',
      intro: [
        'Thirty plies in a row without a slide (only tips and pivots; a capture is a slide) end the game at once in a draw.',
        'Twenty-nine plies have passed without a slide, and Black’s rock on e5 has its eye on your scissors captain.',
      ],
      variant: 'standard',
      position: '*pfc8/9/9/9/4pfc4/9/2FPC6/9/4*CFP4 w -,- 29 20',
      steps: [
        {
          ask: 'Take the draw now.',
          answers: [
            '*Ce1/e2',
            '*Ce1/f1',
            '*Ce1/d1',
            '*Ce1)',
            '*Ce1(',
            'Fc3/c4',
            'Fc3/c2',
            'Fc3/d3',
            'Fc3/b3',
            'Fc3)',
            'Fc3(',
          ],
          explain: 'The thirtieth ply without a slide: the game is drawn at once.',
          hint: 'A slide starts the count again: the game goes on. Tip or pivot instead.',
        },
      ],
    },
  ],
};
