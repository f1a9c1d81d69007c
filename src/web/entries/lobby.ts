/** /play: open challenges, live, and the form to post one. */
import { wireLobby } from '../lobby/lobby-page.ts';

wireLobby();
