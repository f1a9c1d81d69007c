/** Every email the server sends, one function each, returning subject, HTML and text. */
export { clockWarning, type ClockWarningInput } from './clock-warning.ts';
export { conditionalPlayed, type ConditionalPlayedInput } from './conditional-played.ts';
export { unsubscribeHeaders, type GameMailInput, type MailLinks, type MoveInWords } from './common.ts';
export { digest, type DigestGame, type DigestInput } from './digest.ts';
export { drawDeclined, drawOffered, rematchOffered, type DrawOfferedInput } from './draw-offered.ts';
export { formatDate, timeLeft, deadlineText } from './format.ts';
export { gameOver, type GameOverInput } from './game-over.ts';
export { gameStarted, type GameStartedInput } from './game-started.ts';
export type { RenderedEmail } from './layout.ts';
export { magicLink, type MagicLinkInput } from './magic-link.ts';
export {
  actionConfirmed,
  moveConfirmed,
  type ActionConfirmedInput,
  type MoveConfirmedInput,
} from './move-confirmed.ts';
export { replyProblem, type ReplyProblemInput } from './reply-problem.ts';
export { yourMove, type YourMoveInput } from './your-move.ts';
export { invitation, type InvitationInput } from './invitation.ts';
export { takebackAsked, takebackAnswered, type TakebackAskedInput, type TakebackAnsweredInput } from './takeback.ts';
export { chatRemoved, type ChatRemovedInput } from './chat-removed.ts';
export { challengeReceived, type ChallengeReceivedInput } from './challenge-received.ts';
export { messageReceived, messageSent, type MessageInput } from './message.ts';
