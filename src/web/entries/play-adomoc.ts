/** The Adomoc game page: its engine and board only. */
import { adomocBoard } from '../games/adomoc.ts';
import { startGamePage } from '../play/game-page.ts';

startGamePage(adomocBoard);
