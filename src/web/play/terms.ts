/**
 * The game's words (src/shared/glossary.ts) on the game page. The box under the players
 * writes each with its definition beside it (shown by the stylesheet on hover and focus,
 * and here on a tap). In the page's messages a word becomes a button that opens one
 * shared tip under the message, so the message's own text stays just its sentence (for
 * screen readers reading the live region, and for anything that reads it back).
 */
import type { GameId } from '../../engine/game-id.ts';
import { GLOSSARY, termHref, type GlossaryTerm } from '../../shared/glossary.ts';
import { escapeHtml } from '../../shared/html.ts';

const TIP_ID = 'term-tip';

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

/** Writes `text` into `element`, the game's words in it as buttons that open the shared tip. */
export const writeWithTerms = (element: HTMLElement, text: string, game: GameId): void => {
  const { regex, byForm } = patternOf(game);
  let html = '';
  let at = 0;
  for (const match of text.matchAll(regex)) {
    const term = byForm.get(match[0].toLowerCase());
    if (!term) continue;
    html += `${escapeHtml(text.slice(at, match.index))}<button type="button" class="term-word" data-term="${term.anchor}" aria-expanded="false" aria-controls="${TIP_ID}">${escapeHtml(match[0])}</button>`;
    at = match.index + match[0].length;
  }
  element.innerHTML = html + escapeHtml(text.slice(at));
};

/**
 * Hover, focus, taps and Escape for every term on the page, now and later. `message` is
 * the element whose words share the tip placed right after it.
 */
export const bindTerms = (game: GameId, message: HTMLElement): void => {
  const tip = document.createElement('div');
  tip.id = TIP_ID;
  tip.className = 'term-tip term-tip-shared';
  tip.setAttribute('role', 'tooltip');
  tip.hidden = true;
  message.after(tip);
  let pinned = false;

  const open = (word: Element): void => {
    const term = GLOSSARY[game].find((candidate) => candidate.anchor === (word as HTMLElement).dataset.term);
    if (!term) return;
    tip.innerHTML = `${escapeHtml(term.definition)} <a href="${termHref(game, term)}">In the rules</a>`;
    tip.hidden = false;
  };
  const closeAll = (except?: Element): void => {
    for (const open of document.querySelectorAll('.term-word[aria-expanded="true"]'))
      if (open !== except) open.setAttribute('aria-expanded', 'false');
    if (!except) {
      tip.hidden = true;
      pinned = false;
    }
  };
  const shared = (target: EventTarget | null): Element | null =>
    (target as Element | null)?.closest?.('.term-word[data-term]') ?? null;

  document.addEventListener('mouseover', (event) => {
    const word = shared(event.target);
    if (word && !pinned) open(word);
  });
  document.addEventListener('mouseout', (event) => {
    const word = shared(event.target);
    const into = event.relatedTarget as Node | null;
    if (word && !pinned && !(into && tip.contains(into))) tip.hidden = true;
  });
  document.addEventListener('focusin', (event) => {
    const word = shared(event.target);
    if (word) open(word);
    else if (!tip.contains(event.target as Node) && !pinned) tip.hidden = true;
  });
  document.addEventListener('click', (event) => {
    const word = (event.target as Element | null)?.closest?.('.term-word');
    if (!word) {
      if (!(event.target as Element | null)?.closest?.('.term-tip')) closeAll();
      return;
    }
    const opening = word.getAttribute('aria-expanded') !== 'true';
    closeAll(word);
    word.setAttribute('aria-expanded', String(opening));
    if ((word as HTMLElement).dataset.term) {
      pinned = opening;
      if (opening) open(word);
      else tip.hidden = true;
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeAll();
  });
};
