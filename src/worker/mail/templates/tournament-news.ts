/**
 * What a tournament tells its entrants beyond their games' own emails: a round has begun
 * (their game in it, their bye, or a win because the opponent withdrew before the game
 * was made; a round robin's games all at once), or the
 * tournament was cancelled. Each links the tournament's page; the seat links are in the
 * games' own "your move" and "game started" emails, and on that page when signed in.
 */
import { button, note, paragraph, render, rulesLink, type RenderedEmail } from './layout.ts';

export type TournamentNews =
  | {
      readonly kind: 'round';
      readonly round: number;
      readonly games: readonly string[];
      /** Games won unplayed: the opponent withdrew before the game was made. */
      readonly forfeits: readonly string[];
      readonly bye: boolean;
    }
  | { readonly kind: 'all-rounds'; readonly games: readonly string[]; readonly forfeits: readonly string[] }
  | { readonly kind: 'cancelled'; readonly reason: string };

export interface TournamentNewsInput {
  /** "ADIX Swiss". */
  readonly title: string;
  readonly news: TournamentNews;
  readonly page: string;
  readonly preferences: string;
  readonly unsubscribe: string;
}

const listed = (games: readonly string[]): string => games.map((game) => `• ${game}`).join('\n');

export const tournamentNews = (input: TournamentNewsInput): RenderedEmail => {
  const { news, title } = input;
  const heading =
    news.kind === 'round'
      ? `Round ${news.round} of the ${title} has begun`
      : news.kind === 'all-rounds'
        ? `The ${title} has begun`
        : `The ${title} is cancelled`;
  const blocks =
    news.kind === 'cancelled'
      ? [paragraph(`It will not be played: ${news.reason}.`), button(input.page, 'See the tournament')]
      : [
          news.kind === 'round' && news.bye
            ? paragraph('You have the bye this round: it counts as a win, and you wait for the next round.')
            : news.kind === 'round' && news.games.length === 0
              ? paragraph('You have no game this round, and a win all the same:')
              : paragraph(
                  news.kind === 'all-rounds'
                    ? `Everyone plays everyone, and all ${news.games.length} of your games have started at once:`
                    : 'Your game this round has started:',
                ),
          ...(news.games.length ? [paragraph(listed(news.games))] : []),
          ...(news.forfeits.length
            ? [
                ...(news.kind === 'all-rounds' ? [paragraph('Not played, and counted as your wins:')] : []),
                paragraph(listed(news.forfeits)),
              ]
            : []),
          button(input.page, 'See the tournament and your games'),
          ...(news.games.length
            ? [
                note(
                  'Each game also sends its own emails, with your seat’s link: “game started”, then “your move” when it is your turn.',
                ),
              ]
            : []),
        ];
  return render({
    subject: heading,
    preview: news.kind === 'cancelled' ? news.reason : `${title}: your games are on the tournament's page.`,
    kicker: 'Orrery tournaments',
    heading,
    blocks,
    footer: {
      reason: `You get this email because you entered the ${title} on Orrery.`,
      howToPlay: rulesLink(input.preferences),
      preferences: input.preferences,
      unsubscribe: input.unsubscribe,
    },
  });
};
