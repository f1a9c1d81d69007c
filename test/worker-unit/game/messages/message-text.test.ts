/**
 * A message is what a person can see, with tabs and line breaks
 * (src/worker/game/messages/message-text.ts, src/shared/free-text.ts): C1 controls,
 * bidirectional overrides and isolates, separators and invisible characters are refused
 * with the code point named; joiners, variation selectors and emoji tags are kept where
 * they do their visible job. What was stored before these rules reaches a notification
 * without them (src/worker/game/channels/push-message.ts).
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../../src/engine/games.ts';
import { checkMessageText } from '../../../../src/worker/game/messages/message-text.ts';
import { pushMessageOf } from '../../../../src/worker/game/channels/push-message.ts';
import type { QueuedNotice } from '../../../../src/worker/game/channels/channel.ts';
import type { RoomRecord } from '../../../../src/worker/game/room/room-record.ts';

describe('message text', () => {
  it.each([
    ['U+0085', 'next\u0085line'],
    ['U+009B', 'csi \u009b31m red'],
    ['U+202E', 'good move \u202Eevom doog'],
    ['U+202A', 'a\u202Ab'],
    ['U+2066', 'isolate \u2066this\u2069'],
    ['U+200B', 'zero\u200Bwidth'],
    ['U+2028', 'line\u2028separator'],
    ['U+2029', 'paragraph\u2029separator'],
    ['U+FEFF', 'b\uFEFFom'],
    ['U+2060', 'word\u2060joiner'],
    ['U+00AD', 'soft\u00ADhyphen'],
    ['U+200E', 'mark\u200Ehere'],
    ['U+3164', 'hangul \u3164 filler'],
    ['U+200D', 'a lone joiner \u200D here'],
    ['U+200C', 'a non-joiner at the end\u200C'],
    ['U+FE0F', '\uFE0F selector with nothing to select'],
    ['U+E0067', 'tag \u{E0067} outside a flag'],
  ])('refuses %s', (codePoint, text) => {
    const checked = checkMessageText(text);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.error.code).toBe('ERR_MESSAGE');
      expect(checked.error.message).toContain(codePoint);
    }
  });

  it.each([
    ['tabs and line breaks', 'a\tb\nc'],
    ['a family emoji joined by ZWJ', 'good game 👨\u200D👩\u200D👧'],
    ['a waving hand with a skin tone in a ZWJ sequence', '🧑🏽\u200D💻 done'],
    ['a rainbow flag', '🏳\uFE0F\u200D🌈'],
    ['a heart with its emoji selector', 'I \u2764\uFE0F this opening'],
    ['a keycap', '1\uFE0F\u20E3 move'],
    ["England's flag", '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}'],
    ['Persian with a ZWNJ', 'می\u200Cخواهم'],
    ['Devanagari with a ZWJ', 'क्\u200Dष'],
    ['Hebrew and Arabic', 'שלום مرحبا'],
  ])('keeps %s', (_what, text) => {
    const checked = checkMessageText(text);
    expect(checked.ok && checked.value).toBe(text);
  });
});

describe('a notification of a message stored before the rules', () => {
  it('shows none of what they refuse', () => {
    const game = GAMES.get('adomoc')!;
    const room = {
      id: 'abcdefghijkm',
      seats: {
        light: { name: 'Ann\u202E', email: null, tokenHash: 'x' },
        dark: { name: 'Bob', email: null, tokenHash: 'y' },
      },
    } as unknown as RoomRecord;
    const notice = {
      kind: 'message',
      side: 'light',
      ply: 0,
      body: { seq: 1, text: 'hi\u200B\u0085 there\u2028\u202Eevil\uFEFF 👨\u200D👩' },
      seq: 1,
      createdAt: 0,
    } as QueuedNotice;
    const message = pushMessageOf({ current: () => ({ room, game }), moveAt: () => null }, notice, 'dark');
    expect(message).toMatchObject({ title: 'Ann wrote', body: 'hi there\nevil 👨\u200D👩' });
  });
});
