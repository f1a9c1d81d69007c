/**
 * A seat's private notes on the game page: plain text kept with the seat in the game's
 * object, saved a moment after typing stops (and when the field is left). Shown only to
 * the holder of the seat; always set as a text field's value, never as HTML.
 */
import type { SeatRequest } from '../api.ts';
import { NOTES_MAX_BYTES } from '../../shared/seat-papers.ts';

const SAVE_DELAY_MS = 1_000;

const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} of ${NOTES_MAX_BYTES / 1024} KB`;

export const startNotes = async (section: HTMLElement, request: SeatRequest): Promise<void> => {
  const field = section.querySelector<HTMLTextAreaElement>('textarea')!;
  const status = section.querySelector<HTMLElement>('[data-notes-status]')!;
  const say = (text: string, tone: 'info' | 'problem' = 'info') => {
    status.textContent = text;
    status.dataset.tone = tone;
  };
  section.hidden = false;
  field.disabled = true;
  say('Loading your notes…');
  const loaded = await request('GET /api/games/:id/notes');
  if (!loaded.ok) {
    say(`Your notes could not be loaded: ${loaded.error.message}`, 'problem');
    return;
  }
  field.value = loaded.value.text;
  field.disabled = false;
  let saved = loaded.value.text;
  say(kilobytes(new TextEncoder().encode(saved).length));
  let timer: ReturnType<typeof setTimeout> | null = null;

  const save = async (): Promise<void> => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const text = field.value;
    if (text === saved) return;
    const bytes = new TextEncoder().encode(text).length;
    if (bytes > NOTES_MAX_BYTES) {
      say(`Too long to save: ${kilobytes(bytes)}. Shorten your notes.`, 'problem');
      return;
    }
    say('Saving…');
    const answer = await request('PUT /api/games/:id/notes', { body: { text } });
    if (!answer.ok) {
      say(`Not saved: ${answer.error.message}`, 'problem');
      return;
    }
    saved = answer.value.text;
    if (field.value === text) say(`Saved · ${kilobytes(bytes)}`);
  };

  field.addEventListener('input', () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => void save(), SAVE_DELAY_MS);
    say(`${kilobytes(new TextEncoder().encode(field.value).length)} · not saved yet`);
  });
  field.addEventListener('blur', () => void save());
  // A page closed within the moment after typing still saves.
  addEventListener('pagehide', () => {
    if (field.value !== saved) void save();
  });
};
