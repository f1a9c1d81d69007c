/**
 * Players' names reach Slack escaped in every field Slack reads as mrkdwn: the blocks and
 * the fallback `text` of notifications alike (src/worker/game/channels/chat-formats.ts).
 */
import { describe, expect, it } from 'vitest';
import { slackBody } from '../../../../src/worker/game/channels/chat-formats.ts';
import type { ChatPost } from '../../../../src/worker/game/channels/chat-post.ts';

const hostile = '<!channel> <https://evil.example|Open> & <@U024BE7LH>';

const post = (name: string, lines = 1): ChatPost => ({
  kind: 'your-move',
  gameId: 'abcdefghijkm',
  title: `${name} vs Bob`,
  lines: Array.from({ length: lines }, () => `${name} played Fa3a4; Bob to move`),
  link: 'https://orrery.test/g/abcdefghijkm',
  image: 'https://orrery.test/g/abcdefghijkm/board.png',
  ply: 1,
  move: { side: 'light', name, notation: 'Fa3a4' },
  toMove: { side: 'dark', name: 'Bob' },
  over: false,
});

describe('Slack posts', () => {
  it('escape &, < and > in the fallback text as in the blocks', () => {
    const body = slackBody(post(hostile));
    expect(body.text).not.toMatch(/[<>]/);
    expect(body.text).toContain('&lt;!channel&gt; &lt;https://evil.example|Open&gt; &amp; &lt;@U024BE7LH&gt;');
    const section = body.blocks[1] as { text: { text: string } };
    // The one link in the section is the game's own.
    expect(section.text.text.match(/</g)).toHaveLength(1);
    expect(section.text.text).toMatch(/<https:\/\/orrery\.test\/g\/abcdefghijkm\|Open the game>$/);
  });

  it('never cut an entity in half, nor the game link off, however long the text', () => {
    const body = slackBody(post('&'.repeat(40), 200));
    expect(body.text.length).toBeLessThanOrEqual(3000);
    expect(body.text).not.toMatch(/&[a-z]{0,3}$/);
    const section = (body.blocks[1] as { text: { text: string } }).text.text;
    expect(section.length).toBeLessThanOrEqual(3000);
    expect(section).toMatch(/\|Open the game>$/);
  });
});
