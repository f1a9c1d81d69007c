/**
 * A game's path of lessons (`/learn/:game`) or its puzzles (`/learn/:game/puzzles`): marks the lessons this browser has finished,
 * says how far along the reader is, and resets that on request.
 */
import { doneLessons, resetProgress } from './progress.ts';

export const startPathPage = (): void => {
  const list = document.getElementById('lessons');
  const key = list?.dataset.progress;
  if (!list || !key) return;
  const noun = list.dataset.noun ?? 'lessons';
  const summary = document.getElementById('learn-progress');
  const reset = document.getElementById('learn-reset') as HTMLButtonElement | null;
  const show = (): void => {
    const done = doneLessons(key);
    const items = [...list.querySelectorAll<HTMLElement>('[data-lesson]')];
    let count = 0;
    for (const item of items) {
      const finished = done.has(item.dataset.lesson ?? '');
      if (finished) count++;
      item.dataset.done = String(finished);
      const mark = item.querySelector('.lesson-done');
      if (mark) mark.textContent = finished ? 'Done' : '';
    }
    if (summary) summary.textContent = `${count} of ${items.length} ${noun} done.`;
    if (reset) reset.hidden = count === 0;
  };
  reset?.addEventListener('click', () => {
    resetProgress(key);
    show();
    summary?.focus();
  });
  show();
};
