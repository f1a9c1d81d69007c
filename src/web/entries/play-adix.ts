/** The ADIX game page: its engine and board only. */
import { adixBoard } from '../games/adix.ts';
import { startGamePage } from '../play/game-page.ts';

startGamePage(adixBoard);
