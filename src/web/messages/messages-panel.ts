/**
 * The conversation between the two seats on the game page: the messages, a field with a
 * character count, and Send. Shown only to the holder of a seat (watchers never get the
 * panel, and the server answers them nothing). The live feed says only that a message
 * arrived; the panel then asks for what it has not seen with the seat's token. It reads
 * the latest PAGE_MESSAGES first, and older ones a page at a time when asked. Every
 * text is set as text, never as HTML; a new message from the opponent is announced in
 * the panel's status line, which screen readers read.
 */
import type { SeatRequest } from '../api.ts';
import { dateTimeText } from '../../shared/dates.ts';
import { MESSAGE_MAX_CHARS, messageLength, type MessageView } from '../../shared/player-messages.ts';

export interface MessagesPanel {
  /** Fetches messages not yet shown: after the live feed's signal, or a reconnection. */
  refresh(): Promise<void>;
}

/** Messages read at once: the latest on opening, then as many older ones per "Older messages". */
const PAGE_MESSAGES = 100;

/** As every date on the site is written (shared/dates.ts), in the reader's zone. */
const timeOf = (iso: string): string => dateTimeText(iso, { now: Date.now() });

export const startMessages = async (
  section: HTMLElement,
  request: SeatRequest,
  side: string,
  nameOf: (side: string) => string,
  gameId: string,
): Promise<MessagesPanel> => {
  const list = section.querySelector<HTMLOListElement>('[data-message-list]')!;
  const form = section.querySelector<HTMLFormElement>('form')!;
  const field = form.querySelector<HTMLTextAreaElement>('textarea')!;
  const send = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const count = section.querySelector<HTMLElement>('[data-message-count]')!;
  const status = section.querySelector<HTMLElement>('[data-message-status]')!;
  const empty = section.querySelector<HTMLElement>('[data-message-empty]')!;
  const mute = section.querySelector<HTMLInputElement>('[data-message-mute]');
  // Shown messages by number. A message sent before the first load answers (a quick
  // typist) must not hide the older ones that load brings: each goes in its place by
  // number, and until a load has succeeded the panel asks for everything again.
  const shown = new Set<number>();
  let last = 0;
  /** The number to read older messages before, as the last read of a stretch said; null when none remain. */
  let older: number | null = null;
  const olderButton = document.createElement('button');
  olderButton.type = 'button';
  olderButton.className = 'button button-quiet chat-older';
  olderButton.textContent = 'Older messages';
  olderButton.hidden = true;
  list.before(olderButton);
  const keepOlder = (value: number | null): void => {
    older = value;
    olderButton.hidden = value === null;
  };
  let loadedAll = false;
  let busy = false;
  // Read while the page is in view, the messages count as seen: the server announces the
  // opponent's next message by email or notification again only after that.
  const inView = (): { seen?: 1 } => (document.visibilityState === 'visible' ? { seen: 1 } : {});

  const say = (text: string, tone: 'info' | 'problem' = 'info') => {
    status.textContent = text;
    status.dataset.tone = tone;
  };
  const counted = () => {
    const length = messageLength(field.value.trim());
    count.textContent = `${length} / ${MESSAGE_MAX_CHARS}`;
    count.dataset.tone = length > MESSAGE_MAX_CHARS ? 'problem' : 'info';
    send.disabled = busy || length === 0 || length > MESSAGE_MAX_CHARS;
  };

  const show = (messages: readonly MessageView[], atEnd = true): void => {
    for (const message of messages) {
      if (shown.has(message.seq)) continue;
      shown.add(message.seq);
      // Nearly always the newest, so at the end; only an early send leaves older ones to insert.
      const later =
        message.seq > last
          ? null
          : ([...list.children] as HTMLElement[]).find((other) => Number(other.dataset.seq) > message.seq);
      last = Math.max(last, message.seq);
      const mine = message.side === side;
      const item = document.createElement('li');
      item.className = mine ? 'chat-message chat-mine' : 'chat-message chat-theirs';
      const head = document.createElement('p');
      head.className = 'chat-head muted';
      const who = document.createElement('span');
      who.textContent = mine ? 'You' : nameOf(message.side);
      const when = document.createElement('time');
      when.dateTime = message.sent;
      when.textContent = timeOf(message.sent);
      head.append(who, ' · ', when);
      // The opponent's messages can be reported to the moderators: a plain link to the form.
      if (!mine) {
        const report = document.createElement('a');
        report.className = 'chat-report';
        report.href = `/report?kind=message&game=${gameId}&message=${message.seq}`;
        report.rel = 'nofollow';
        report.textContent = 'Report';
        report.setAttribute('aria-label', `Report this message from ${nameOf(message.side)}`);
        head.append(' · ', report);
      }
      const text = document.createElement('p');
      text.className = 'chat-text';
      text.dir = 'auto';
      text.textContent = message.text;
      item.append(head, text);
      item.dataset.seq = String(message.seq);
      list.insertBefore(item, later ?? null);
    }
    empty.hidden = list.childElementCount > 0;
    if (atEnd) list.scrollTop = list.scrollHeight;
  };
  /** The latest page: on opening, and when unmuting brings the opponent's back. */
  const latest = () => request('GET /api/games/:id/messages', { query: { last: PAGE_MESSAGES, ...inView() } });

  olderButton.addEventListener('click', () => {
    void (async () => {
      if (older === null) return;
      olderButton.disabled = true;
      const answer = await request('GET /api/games/:id/messages', { query: { last: PAGE_MESSAGES, before: older } });
      olderButton.disabled = false;
      if (!answer.ok) return say(`Older messages could not be loaded: ${answer.error.message}`, 'problem');
      const height = list.scrollHeight;
      show(answer.value.messages, false);
      // Keep in view what the reader was reading: the older ones open above it.
      list.scrollTop += list.scrollHeight - height;
      keepOlder(answer.value.older);
    })();
  });

  // A message that arrives while the panel is out of sight (below the board on a phone)
  // is pointed to from beside the board, until the panel is seen.
  const alert = document.getElementById('message-alert');
  let panelSeen = false;
  if (alert && 'IntersectionObserver' in window)
    new IntersectionObserver((entries) => {
      panelSeen = entries.some((entry) => entry.isIntersecting);
      if (panelSeen) alert.hidden = true;
    }).observe(list);

  const refresh = async (): Promise<void> => {
    const answer = loadedAll
      ? await request('GET /api/games/:id/messages', { query: { after: last, ...inView() } })
      : await latest();
    if (!answer.ok) return;
    if (!loadedAll) keepOlder(answer.value.older);
    loadedAll = true;
    const theirs = answer.value.messages.filter((message) => !shown.has(message.seq) && message.side !== side);
    show(answer.value.messages);
    const newest = theirs.at(-1);
    if (!newest) return;
    say(`New message from ${nameOf(newest.side)}: ${newest.text}`);
    if (alert && !panelSeen) {
      alert.textContent = `New message from ${nameOf(newest.side)}`;
      alert.hidden = false;
    }
  };
  alert?.addEventListener('click', () => {
    alert.hidden = true;
  });

  // Muting hides the opponent's messages here, earlier ones too; unmuting brings them all back.
  mute?.addEventListener('change', () => {
    void (async () => {
      const muted = mute.checked;
      const answer = await request('PUT /api/games/:id/messages/mute', { body: { muted } });
      if (!answer.ok) {
        mute.checked = !muted;
        say(`Not changed: ${answer.error.message}`, 'problem');
        return;
      }
      for (const item of [...list.querySelectorAll<HTMLElement>('.chat-theirs')]) {
        shown.delete(Number(item.dataset.seq));
        item.remove();
      }
      say(muted ? 'Their messages are hidden in this game.' : 'Their messages are shown again.');
      if (!muted) {
        const back = await latest();
        if (back.ok) {
          show(back.value.messages);
          keepOlder(back.value.older);
        }
      } else empty.hidden = list.childElementCount > 0;
    })();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void (async () => {
      const text = field.value.trim();
      if (busy || text === '') return;
      busy = true;
      counted();
      say('Sending…');
      const answer = await request('POST /api/games/:id/messages', { body: { text } });
      busy = false;
      if (answer.ok) {
        show([answer.value]);
        field.value = '';
        say('Sent.');
      } else say(`Not sent: ${answer.error.message}`, 'problem');
      counted();
    })();
  });
  field.addEventListener('input', counted);
  // Ctrl+Enter (⌘+Enter) sends; Enter alone starts a new line, as in any text box.
  field.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.requestSubmit();
    }
  });

  // Coming back to a tab that was hidden is seeing what arrived meanwhile.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refresh();
  });

  section.hidden = false;
  const loaded = await latest();
  if (loaded.ok) {
    loadedAll = true;
    keepOlder(loaded.value.older);
    if (mute) mute.checked = loaded.value.muted;
    show(loaded.value.messages);
    // For tests and benchmarks: from here on, a new message is announced.
    list.dataset.loaded = 'true';
  } else say(`Messages could not be loaded: ${loaded.error.message}`, 'problem');
  counted();
  return { refresh };
};
