/** The ADIX embed view: its board, kept live. */
import { adixBoard } from '../games/adix.ts';
import { startEmbed } from '../play/embed-page.ts';

startEmbed(adixBoard);
