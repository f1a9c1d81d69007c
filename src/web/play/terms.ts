/**
 * The game's words in the page's messages (src/shared/glossary.ts): each becomes a button
 * that shows its short definition, with a link to the rules, on hover or focus (by the
 * stylesheet) or on a tap (here: a tap opens it, a second tap or Escape closes it).
 */
import type { GameId } from '../../engine/game-id.ts';
import { escapeHtml } from '../../shared/html.ts';
import { GLOSSARY, termHtml, type GlossaryTerm } from '../../shared/glossary.ts';

let written = 0;

const patterns = new Map<GameId, { regex: RegExp; byForm: Map<string, GlossaryTerm> }>();

const patternOf = (game: GameId) => {
  let pattern = patterns.get(game);
  if (!pattern) {
    const byForm = new Map<string, GlossaryTerm>();
    for (const term of GLOSSARY[game]) for (const form of term.forms) byForm.set(form, term);
    const forms = [...byForm.keys()].sort((a, b) => b.length - a.length);
    pattern = { regex: new RegExp(`\\b(${forms.join('|')})\\b`, 'gi'), byForm };
    patterns.set(game, pattern);
  }
  return pattern;
};

/** Writes `text` into `element`, the game's words in it as terms. */
export const writeWithTerms = (element: HTMLElement, text: string, game: GameId): void => {
  const { regex, byForm } = patternOf(game);
  let html = '';
  let at = 0;
  for (const match of text.matchAll(regex)) {
    const term = byForm.get(match[0].toLowerCase());
    if (!term) continue;
    html += escapeHtml(text.slice(at, match.index)) + termHtml(game, term, match[0], `m${++written}`);
    at = match.index + match[0].length;
  }
  element.innerHTML = html + escapeHtml(text.slice(at));
};

/** Taps and Escape for every term under `root`, now and later. */
export const bindTerms = (root: HTMLElement | Document): void => {
  const closeAll = (except?: Element): void => {
    for (const open of root.querySelectorAll('.term-word[aria-expanded="true"]'))
      if (open !== except) open.setAttribute('aria-expanded', 'false');
  };
  root.addEventListener('click', (event) => {
    const word = (event.target as Element | null)?.closest?.('.term-word');
    if (!word) {
      if (!(event.target as Element | null)?.closest?.('.term-tip')) closeAll();
      return;
    }
    closeAll(word);
    word.setAttribute('aria-expanded', word.getAttribute('aria-expanded') === 'true' ? 'false' : 'true');
  });
  root.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape') closeAll();
  });
};
