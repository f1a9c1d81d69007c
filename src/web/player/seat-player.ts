/**
 * "Add this game to my page" on the game page, for the holder of a seat: when the
 * browser is signed in (the /me cookie) with a player name, one button claims the seat
 * for that player (POST /api/games/:id/player with the seat's token); once claimed, the
 * section links to the player's page. Signed out, it says where to sign in. Playing by
 * link needs none of this: the section only offers.
 */
import type { SeatRequest } from '../api.ts';
import type { SeatPlayerView } from '../../shared/api-contract.ts';

const paragraph = (className: string, ...content: (string | Node)[]): HTMLParagraphElement => {
  const element = document.createElement('p');
  element.className = className;
  element.append(...content);
  return element;
};

const link = (href: string, text: string): HTMLAnchorElement => {
  const element = document.createElement('a');
  element.href = href;
  element.textContent = text;
  return element;
};

export const startSeatPlayer = async (
  section: HTMLElement,
  request: SeatRequest,
  /** Whether the game has ended: a seat added then joins the page, but the game stays unrated. */
  isOver: () => boolean,
): Promise<void> => {
  const loaded = await request('GET /api/games/:id/player');
  if (!loaded.ok) return;
  const heading = document.createElement('h2');
  heading.textContent = 'Your player page';
  const status = paragraph('muted seat-player-status');
  status.setAttribute('role', 'status');

  const show = (view: SeatPlayerView): void => {
    if (view.player) {
      const mine = view.you?.name === view.player.name;
      section.replaceChildren(
        heading,
        paragraph(
          'seat-player-claimed',
          mine ? 'This game is on your page, ' : 'This seat is on the page of ',
          link(view.player.page, mine ? view.player.page : view.player.name),
          '.',
        ),
      );
    } else if (!view.you)
      section.replaceChildren(
        heading,
        paragraph(
          'muted',
          'Sign in on ',
          link('/me', '/me'),
          ' and choose a player name to put this game on your page; games between two signed-in players are rated.',
        ),
      );
    else if (!view.you.name)
      section.replaceChildren(
        heading,
        paragraph(
          'muted',
          'Choose your player name on ',
          link('/me', '/me'),
          ' to put this game on your page; games between two signed-in players are rated.',
        ),
      );
    else {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'button';
      button.textContent = `Add this game to ${view.you.name}’s page`;
      button.addEventListener('click', () => {
        void (async () => {
          button.disabled = true;
          status.textContent = 'Adding…';
          const answer = await request('POST /api/games/:id/player');
          button.disabled = false;
          if (answer.ok) show({ ...view, player: answer.value.player });
          else status.textContent = `Not added: ${answer.error.message}`;
        })();
      });
      section.replaceChildren(
        heading,
        paragraph(
          'muted',
          'Signed in as ',
          view.you.name,
          isOver()
            ? '. The game is over: on your page it shows with its result, unrated (a game is rated only if both seats were on players’ pages when it ended).'
            : '. On your page, this game counts for your rating when your opponent adds their seat to their page too.',
        ),
        button,
        status,
      );
    }
    section.hidden = false;
  };
  show(loaded.value);
};
