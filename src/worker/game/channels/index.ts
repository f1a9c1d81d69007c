/**
 * Every channel, by kind. The `satisfies` makes a kind added to CHANNEL_KINDS without its
 * channel a type error here.
 */
import type { Channel, ChannelContext, ChannelKind } from './channel.ts';
import { chatChannel } from './chat-channel.ts';
import { emailChannel } from './email-channel.ts';
import { pushChannel } from './push-channel.ts';

export const CHANNELS = {
  email: emailChannel,
  push: pushChannel,
  discord: chatChannel('discord'),
  slack: chatChannel('slack'),
  webhook: chatChannel('webhook'),
} as const satisfies Record<ChannelKind, (context: ChannelContext) => Channel>;

/** The channels of one game object. */
export const channelsFor = (context: ChannelContext): Readonly<Record<ChannelKind, Channel>> => {
  const made = {} as Record<ChannelKind, Channel>;
  for (const kind of Object.keys(CHANNELS) as ChannelKind[]) made[kind] = CHANNELS[kind](context);
  return made;
};
