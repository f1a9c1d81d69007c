/**
 * Where the browser code is served from. The build (scripts/build-web.ts) writes these
 * files and the server's pages link to them, so both read the names from here.
 * Each game's page loads only its own engine: one bundle per game and per page.
 */

export const ASSETS_PATH = '/assets';
export const STYLESHEET = `${ASSETS_PATH}/orrery.css`;
/** The theme toggle, which every page has. */
export const SITE_SCRIPT = `${ASSETS_PATH}/site.js`;
export const HOME_SCRIPT = `${ASSETS_PATH}/home.js`;
/** /me for a reader not signed in: this browser's games. */
export const ME_SCRIPT = `${ASSETS_PATH}/me.js`;
/** /play: the open challenges, live, and the form to post one. */
export const LOBBY_SCRIPT = `${ASSETS_PATH}/lobby.js`;
/** /tournaments and /t/:id: the create form, entering and leaving, the tournament kept current live. */
export const TOURNAMENTS_SCRIPT = `${ASSETS_PATH}/tournaments.js`;
export const playScript = (game: string): string => `${ASSETS_PATH}/play-${game}.js`;
export const embedScript = (game: string): string => `${ASSETS_PATH}/embed-${game}.js`;
/** A lesson's page: its game's engine, board and lessons. */
export const learnScript = (game: string): string => `${ASSETS_PATH}/learn-${game}.js`;
/** A game's path of lessons: the progress kept in the browser. */
export const LEARN_PATH_SCRIPT = `${ASSETS_PATH}/learn-path.js`;
/** The analysis board's engine (the computer's search), run in a Web Worker. */
export const engineScript = (game: string): string => `${ASSETS_PATH}/engine-${game}.js`;
