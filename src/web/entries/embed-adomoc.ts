/** The Adomoc embed view: its board, kept live. */
import { adomocBoard } from '../games/adomoc.ts';
import { startEmbed } from '../play/embed-page.ts';

startEmbed(adomocBoard);
