import { describe, expect, it } from 'vitest';
import { readPushMessage } from '../../src/web/push/push-message-view.ts';

describe('a pushed message, as the service worker reads it', () => {
  it('takes the server’s fields', () => {
    const message = {
      title: 'Ann played Fa3a6: your move',
      body: 'The light foot moves.',
      url: '/g/abcdefghjkmn',
      tag: 'orrery-abcdefghjkmn',
      game: 'abcdefghjkmn',
      ply: 1,
    };
    expect(readPushMessage(JSON.stringify(message))).toEqual({
      title: message.title,
      body: message.body,
      url: message.url,
      tag: message.tag,
    });
  });

  it('leads only to a game on this site, and says something readable whatever arrives', () => {
    expect(readPushMessage(JSON.stringify({ title: 'x', url: 'https://evil.example/g/abc' })).url).toBe('/');
    expect(readPushMessage(JSON.stringify({ title: 'x', url: '//evil.example/' })).url).toBe('/');
    expect(readPushMessage('not json')).toEqual({
      title: 'Orrery',
      body: 'Something happened in one of your games.',
      url: '/',
      tag: 'orrery',
    });
    expect(readPushMessage('null').title).toBe('Orrery');
    expect(readPushMessage(JSON.stringify({ title: 'y'.repeat(500) })).title).toHaveLength(120);
  });
});
