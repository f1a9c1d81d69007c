/** Every email the server sends, one function each, returning subject, HTML and text. */
export { clockWarning } from './clock-warning.ts';
export { conditionalPlayed } from './conditional-played.ts';
export { unsubscribeHeaders, type GameMailInput } from './common.ts';
export { digest, type DigestGame } from './digest.ts';
export { drawDeclined, drawOffered, rematchOffered } from './draw-offered.ts';
export { gameOver } from './game-over.ts';
export { gameStarted } from './game-started.ts';
export type { RenderedEmail } from './layout.ts';
export { magicLink } from './magic-link.ts';
export { actionConfirmed, moveConfirmed } from './move-confirmed.ts';
export { replyProblem } from './reply-problem.ts';
export { yourMove } from './your-move.ts';
export { invitation } from './invitation.ts';
export { takebackAsked, takebackAnswered } from './takeback.ts';
export { chatRemoved } from './chat-removed.ts';
export { messageReceived, messageSent } from './message.ts';
