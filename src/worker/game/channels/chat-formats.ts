/**
 * A chat post in each service's own format: Discord's embeds, Slack's blocks, and Orrery's
 * own JSON for any other endpoint. Players' names are escaped for each markup, and no post
 * can mention anyone (Discord's allowed_mentions is empty; Slack's special mentions are
 * escaped with the rest).
 */
import type { ChatPost } from './chat-post.ts';

/** Discord's markdown characters, and the start of mentions. */
const discordEscape = (text: string): string => text.replace(/[\\*_~`|>#[\]()<@:-]/g, (char) => `\\${char}`);

/** Slack's mrkdwn: &, < and > are its control characters (links, mentions). */
const slackEscape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const COLOUR = 0x3b6ea5;

/** Discord's "Execute Webhook" body: one embed with the board picture. */
export const discordBody = (post: ChatPost) => ({
  username: 'Orrery',
  allowed_mentions: { parse: [] as string[] },
  embeds: [
    {
      title: post.title.slice(0, 256),
      url: post.link,
      description: post.lines.map(discordEscape).join('\n').slice(0, 4000),
      color: COLOUR,
      image: { url: post.image },
    },
  ],
});

/** Cut to `length`, without leaving half an entity (`&am`) at the end. */
const slackSlice = (text: string, length: number): string => text.slice(0, length).replace(/&[a-z]{0,3}$/, '');

/**
 * Slack's incoming webhook body: blocks, and `text` for notifications and old clients.
 * `text` is mrkdwn too (Slack reads `<!channel>` and `<url|label>` in it), so names are
 * escaped there as in the blocks.
 */
export const slackBody = (post: ChatPost) => ({
  text: slackSlice(`${slackEscape(post.title)}: ${post.lines.map(slackEscape).join(' ')}`, 3000),
  blocks: [
    { type: 'header', text: { type: 'plain_text', text: post.title.slice(0, 150) } },
    {
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: `${slackSlice(post.lines.map(slackEscape).join('\n'), 2900)}\n<${post.link}|Open the game>`,
      },
    },
    { type: 'image', image_url: post.image, alt_text: `The board after ply ${post.ply}` },
  ],
});

/** Orrery's own JSON for any other endpoint (docs/api.md "Chat channels"). */
export const webhookBody = (post: ChatPost, delivery: string, sentAt: number) => ({
  type: 'orrery.notice',
  delivery,
  kind: post.kind,
  game: { id: post.gameId, url: post.link },
  ply: post.ply,
  move: post.move,
  toMove: post.toMove,
  over: post.over,
  title: post.title,
  text: post.lines.join('\n'),
  image: post.image,
  sentAt: new Date(sentAt).toISOString(),
});
