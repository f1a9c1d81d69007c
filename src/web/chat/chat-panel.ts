/**
 * The game's chat channels on the game page, for either seat: the list both seats share
 * (URLs shown in part, as the server gives them), a field to add a Discord or Slack
 * webhook or any HTTPS endpoint, and a button to remove each. A generic endpoint's
 * signing secret is shown once, right after it is added. Everything is set as text.
 */
import type { SeatRequest } from '../api.ts';
import type { HookView } from '../../shared/api-contract.ts';
import { sentence } from '../../shared/sentence.ts';

const KIND_NAMES: Readonly<Record<HookView['kind'], string>> = {
  discord: 'Discord',
  slack: 'Slack',
  webhook: 'Webhook',
};

export const startChatChannels = async (
  section: HTMLElement,
  request: SeatRequest,
  sideName: (side: string) => string,
): Promise<void> => {
  const list = section.querySelector<HTMLUListElement>('[data-chat-list]')!;
  const form = section.querySelector<HTMLFormElement>('form')!;
  const field = form.querySelector<HTMLInputElement>('input')!;
  const status = section.querySelector<HTMLElement>('[data-chat-status]')!;
  const secret = section.querySelector<HTMLElement>('[data-chat-secret]')!;
  // The API's reasons are clauses ("the URL must…"): shown as sentences.
  const say = (text: string, tone: 'info' | 'problem' = 'info') => {
    status.textContent = sentence(text);
    status.dataset.tone = tone;
  };

  const show = (hooks: readonly HookView[]) => {
    list.replaceChildren(
      ...hooks.map((hook) => {
        const item = document.createElement('li');
        const what = document.createElement('span');
        what.textContent = `${KIND_NAMES[hook.kind]}: ${hook.url}`;
        const who = document.createElement('span');
        who.className = 'muted';
        who.textContent = `Added by ${sideName(hook.addedBy)}${hook.failures ? ` · ${hook.failures} failed in a row` : ''}`;
        const remove = document.createElement('button');
        remove.type = 'button';
        remove.className = 'button button-quiet';
        remove.textContent = 'Remove';
        remove.addEventListener('click', async () => {
          remove.disabled = true;
          const answer = await request('DELETE /api/games/:id/webhooks/:hookId', {
            params: { hookId: hook.id },
          });
          if (answer.ok) {
            show(answer.value.webhooks);
            say('Removed.');
          } else {
            remove.disabled = false;
            say(answer.error.message, 'problem');
          }
        });
        item.append(what, who, remove);
        return item;
      }),
    );
    list.hidden = hooks.length === 0;
  };

  // The handler goes on before the list is asked for, and the button waits for the list:
  // a form sent before then went as a plain page request, the hook's address in the
  // page's own URL, and the page reloaded without a word.
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  button.disabled = true;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    secret.hidden = true;
    say('Adding…');
    const added = await request('POST /api/games/:id/webhooks', { body: { url: field.value } });
    if (!added.ok) {
      say(added.error.message, 'problem');
      return;
    }
    field.value = '';
    say(`Added: ${KIND_NAMES[added.value.kind]} gets a post after every move.`);
    if (added.value.secret) {
      secret.hidden = false;
      secret.querySelector('code')!.textContent = added.value.secret;
    }
    const again = await request('GET /api/games/:id/webhooks');
    if (again.ok) show(again.value.webhooks);
  });
  section.hidden = false;
  const loaded = await request('GET /api/games/:id/webhooks');
  if (!loaded.ok) {
    say(`The chat channels could not be loaded: ${loaded.error.message}`, 'problem');
    return;
  }
  show(loaded.value.webhooks);
  button.disabled = false;
};
