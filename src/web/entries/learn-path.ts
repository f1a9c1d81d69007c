/** A game's path of lessons: the progress kept in this browser, and its reset. */
import { startPathPage } from '../learn/path-page.ts';

startPathPage();
