import { describe, expect, it } from 'vitest';
import { challengeHtml, challengeListHtml, expiryWords, type ChallengeView } from '../../src/shared/challenge-words.ts';
import type { HomeGameInfo } from '../../src/shared/home-data.ts';

const GAMES: HomeGameInfo[] = [
  {
    id: 'adomoc',
    name: 'Adomoc',
    sides: [
      { id: 'light', name: 'Light' },
      { id: 'dark', name: 'Dark' },
    ],
    variants: [
      { id: 'standard', name: 'Standard', summary: '' },
      { id: 'infinite', name: 'Infinite', summary: '' },
    ],
    defaultVariant: 'standard',
    start: '',
  },
];
const NOW = Date.parse('2026-11-25T12:00:00Z');
const DAY = 86_400_000;

const challenge = (fields: Partial<ChallengeView> = {}): ChallengeView => ({
  id: 'abcdefghijkm',
  game: 'adomoc',
  variant: 'infinite',
  clock: { daysPerMove: 3, vacationDays: 14 },
  side: 'dark',
  rated: true,
  range: null,
  to: null,
  by: { name: 'Ann', rating: 1612 },
  createdAt: NOW,
  expiresAt: NOW + 7 * DAY,
  ...fields,
});

describe('a challenge in words', () => {
  it('tells a taker what they would play, and offers the one button they may press', () => {
    const html = challengeHtml(challenge(), GAMES, 'Bob', NOW);
    expect(html).toContain('<strong>Adomoc Infinite</strong>');
    expect(html).toContain('<a href="/p/Ann">Ann</a> <span class="muted">(1612)</span>');
    expect(html).toContain('3 days a move · Ann plays Dark, you Light · rated · expires in 7 days');
    expect(html).toContain('data-accept="abcdefghijkm"');
    expect(html).not.toContain('data-withdraw');
  });

  it('tells the poster their own side, offers Withdraw, and says who a named challenge is for', () => {
    const html = challengeHtml(challenge({ to: { name: 'Bob' }, rated: false, clock: null }), GAMES, 'Ann', NOW);
    expect(html).toContain('no clock · you play Dark · casual · for Bob alone');
    expect(html).toContain('data-withdraw="abcdefghijkm"');
    expect(html).toContain('data-mine="true"');
  });

  it('offers no button to a visitor, and escapes every name', () => {
    const html = challengeHtml(
      challenge({
        by: { name: '<img src=x onerror=alert(1)>', rating: null },
        side: 'random',
        range: { min: 1400, max: 1800 },
      }),
      GAMES,
      null,
      NOW,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('(unrated)');
    expect(html).toContain('sides drawn at random · rated · for ratings 1400–1800');
    expect(html).not.toContain('<button');
  });

  it('counts down to the end, rounded up', () => {
    expect(expiryWords(challenge(), NOW + 1)).toBe('expires in 7 days');
    expect(expiryWords(challenge(), NOW + 5 * DAY + 1)).toBe('expires in 48 hours');
    expect(expiryWords(challenge(), NOW + 7 * DAY - 90 * 60_000)).toBe('expires in 2 hours');
    expect(expiryWords(challenge(), NOW + 7 * DAY - 30 * 60_000)).toBe('expires in 30 minutes');
  });

  it('says what to do when the list is empty', () => {
    expect(challengeListHtml([], GAMES, null, NOW)).toContain('No open challenges right now.');
    expect(challengeListHtml([], GAMES, 'Ann', NOW)).toContain('Post one');
  });
});

describe("bots' challenges", () => {
  it('are listed after the people’s, under their own heading, each marked as a bot', () => {
    const person = challenge({ id: 'aaaaaaaaaaaa' });
    const bot = challenge({ id: 'bbbbbbbbbbbb', by: { name: 'Randombot', rating: null, bot: true } });
    const html = challengeListHtml([bot, person], GAMES, null, NOW);
    expect(html.indexOf('aaaaaaaaaaaa')).toBeLessThan(html.indexOf('From bots'));
    expect(html.indexOf('From bots')).toBeLessThan(html.indexOf('bbbbbbbbbbbb'));
    expect(html).toContain('Randombot</a> <span class="badge badge-bot">bot</span>');
    expect(challengeListHtml([person], GAMES, null, NOW)).not.toContain('From bots');
  });
});
