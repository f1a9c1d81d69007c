/**
 * The light/dark toggle in every page's header. The choice is kept in localStorage; with
 * none, the page follows the system (`prefers-color-scheme`). The inline script in the
 * page's head applies a kept choice before the first paint; this wires the button.
 */

const STORAGE_KEY = 'orrery:theme';
type Theme = 'light' | 'dark';

const systemTheme = (): Theme => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

export const currentTheme = (): Theme => {
  const chosen = document.documentElement.dataset.theme;
  return chosen === 'light' || chosen === 'dark' ? chosen : systemTheme();
};

const remember = (theme: Theme): void => {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Storage may be off (private windows); the choice then lasts for this page only.
  }
};

const showOn = (button: HTMLElement): void => {
  const dark = currentTheme() === 'dark';
  const words = button.querySelector('.theme-toggle-words') ?? button;
  // The button names what it does, so it needs no pressed state.
  words.textContent = dark ? 'Light theme' : 'Dark theme';
};

export const wireThemeToggle = (): void => {
  for (const button of document.querySelectorAll<HTMLElement>('[data-theme-toggle]')) {
    showOn(button);
    button.addEventListener('click', () => {
      const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
      document.documentElement.dataset.theme = next;
      remember(next);
      showOn(button);
    });
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => showOn(button));
  }
};
