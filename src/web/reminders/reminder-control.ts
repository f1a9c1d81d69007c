/**
 * "Remind me before my deadline" on the game page: a box per choice the game's clock
 * allows (48 h … 1 h before), saved as soon as one is ticked or cleared. Shown to a seat
 * in a game with a clock while it goes on; reminders come on the seat's channels (email).
 * Until the seat chooses, the game's one default reminder applies, and is shown ticked.
 */
import type { SeatRequest } from '../api.ts';
import type { RemindersView } from '../../shared/api-contract.ts';

const words = (seconds: number): string => (seconds % 86_400 === 0 ? `${seconds / 86_400} d` : `${seconds / 3600} h`);

const longWords = (seconds: number): string => {
  if (seconds % 86_400 === 0) return `${seconds / 86_400} day${seconds === 86_400 ? '' : 's'}`;
  if (seconds % 3600 === 0) return `${seconds / 3600} hour${seconds === 3600 ? '' : 's'}`;
  return `${Math.round(seconds / 60)} minutes`;
};

const summary = (view: RemindersView): string => {
  if (view.before.length === 0) return 'No reminders: nothing will remind you of your deadline.';
  const list = view.before.map(longWords).join(' and ');
  return view.chosen ? `Reminded ${list} before your deadline.` : `The default: reminded ${list} before your deadline.`;
};

export const startReminders = async (section: HTMLElement, request: SeatRequest): Promise<void> => {
  const loaded = await request('GET /api/games/:id/reminders');
  if (!loaded.ok) return;
  let view = loaded.value;
  const group = document.createElement('fieldset');
  group.className = 'reminder-choices';
  const legend = document.createElement('legend');
  legend.textContent = 'Remind me before my deadline';
  group.append(legend);
  const status = document.createElement('p');
  status.className = 'muted reminder-status';
  status.setAttribute('role', 'status');
  const boxes: HTMLInputElement[] = [];
  for (const seconds of view.choices) {
    const label = document.createElement('label');
    label.className = 'reminder-choice';
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.value = String(seconds);
    box.checked = view.before.includes(seconds);
    box.setAttribute('aria-label', `${longWords(seconds)} before`);
    label.append(box, ` ${words(seconds)}`);
    group.append(label);
    boxes.push(box);
  }
  const heading = document.createElement('h2');
  heading.textContent = 'Reminders';
  section.replaceChildren(heading, group, status);
  status.textContent = summary(view);
  section.hidden = false;

  group.addEventListener('change', () => {
    void (async () => {
      const before = boxes.filter((box) => box.checked).map((box) => Number(box.value));
      for (const box of boxes) box.disabled = true;
      status.dataset.tone = 'info';
      status.textContent = 'Saving…';
      const answer = await request('PUT /api/games/:id/reminders', { body: { before } });
      for (const box of boxes) box.disabled = false;
      if (answer.ok) {
        view = answer.value;
        status.textContent = `Saved. ${summary(view)}`;
      } else {
        for (const box of boxes) box.checked = view.before.includes(Number(box.value));
        status.dataset.tone = 'problem';
        status.textContent = `Not saved: ${answer.error.message}`;
      }
    })();
  });
};
