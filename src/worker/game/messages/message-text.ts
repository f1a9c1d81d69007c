/**
 * A message's text made valid: plain text of 1 to MESSAGE_MAX_CHARS characters, line
 * breaks as `\n`, nothing but what a person can see with tabs and line breaks (no
 * controls, bidirectional controls or invisible characters: shared/free-text.ts), no blank
 * lines at either end and at most one blank line in a row. Shared by the API and emailed
 * replies, so both refuse alike.
 */
import { failure, ok, type EngineError, type Result } from '../../../engine/result.ts';
import { MESSAGE_MAX_CHARS, messageLength } from '../../../shared/player-messages.ts';
import { refusedInText } from '../../../shared/free-text.ts';

export type MessageTextCode = 'ERR_MESSAGE_EMPTY' | 'ERR_MESSAGE_TOO_LONG' | 'ERR_MESSAGE';

export const checkMessageText = (written: string): Result<string, EngineError<MessageTextCode>> => {
  const text = written
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const refused = refusedInText(text);
  if (refused)
    return failure(
      'ERR_MESSAGE',
      `a message is plain text: ${refused.kind} characters are refused (${refused.codePoint}); tabs, line breaks and everything visible are kept`,
    );
  if (text === '') return failure('ERR_MESSAGE_EMPTY', 'the message is empty: write something to send');
  const length = messageLength(text);
  if (length > MESSAGE_MAX_CHARS)
    return failure(
      'ERR_MESSAGE_TOO_LONG',
      `a message may be at most ${MESSAGE_MAX_CHARS} characters; this one is ${length}: shorten it or send it in parts`,
    );
  return ok(text);
};
