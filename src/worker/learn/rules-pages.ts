/**
 * The rules reference: `/rules` (both games) and `/rules/:game`, the rules as Orrery plays
 * them in plain words. Each term is defined once, with an anchor, and linked wherever
 * else it is used; the diagrams are drawn by the project's own board renderer.
 */
import { boardSvg } from '../../render/board-svg.ts';
import { escapeHtml } from '../../shared/html.ts';
import { html, page, raw, type Html } from '../pages/layout.ts';
import { ADIX_REFERENCE } from './rules/adix-reference.ts';
import { ADOMOC_REFERENCE } from './rules/adomoc-reference.ts';
import type { Block, Diagram, RulesReference } from './rules/rules-text.ts';

export const RULES_REFERENCES = { adomoc: ADOMOC_REFERENCE, adix: ADIX_REFERENCE } as const;

const termId = (term: string): string => `term-${term.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * A paragraph's text as HTML: `{term}` or `{term|shown}` defines a term, `[term]` or
 * `[term|shown]` links to its definition, `` `x` `` is notation. Letters right after a
 * term (`{cycle}s`) belong to the word shown, so a plural is marked whole. Everything
 * else is escaped.
 */
export const rulesInline = (text: string): string =>
  text
    .split(/(\{[^}]+\}[a-z]*|\[[^\]]+\][a-z]*|`[^`]+`)/)
    .map((part) => {
      if (part.startsWith('`')) return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      const close = part.startsWith('{') ? part.indexOf('}') : part.startsWith('[') ? part.indexOf(']') : -1;
      if (close < 0) return escapeHtml(part);
      const [term = '', shown = term] = part.slice(1, close).split('|');
      const word = escapeHtml(shown + part.slice(close + 1));
      return part.startsWith('{')
        ? `<dfn id="${termId(term)}">${word}</dfn>`
        : `<a class="term" href="#${termId(term)}">${word}</a>`;
    })
    .join('');

const diagramHtml = (game: string, diagram: Diagram): Html => {
  const svg = boardSvg({
    game,
    position: diagram.position,
    highlight: diagram.highlight ?? [],
    mode: 'page',
    label: diagram.caption,
  }).replace('<svg ', '<svg role="img" ');
  return html`<figure class="rules-diagram"><div class="board">${raw(svg)}</div><figcaption>${raw(rulesInline(diagram.caption))}</figcaption></figure>`;
};

const blockHtml = (game: string, block: Block): Html => {
  if (typeof block === 'string') return html`<p>${raw(rulesInline(block))}</p>`;
  if ('list' in block) return html`<ul>${block.list.map((item) => html`<li>${raw(rulesInline(item))}</li>`)}</ul>`;
  return diagramHtml(game, block.diagram);
};

export const rulesIndexPage = (): string =>
  page({
    title: 'Rules · Orrery',
    description: 'The rules of Adomoc and ADIX as Orrery plays them.',
    body: html`<section class="narrow stack rules">
<h1>Rules</h1>
<p>The rules of both games as Orrery plays them, in plain words, with the decisions Orrery made where the rulebooks are silent. To learn by playing, try the <a href="/learn">lessons</a>.</p>
<ul class="learn-games">
${Object.values(RULES_REFERENCES).map(
  (reference) =>
    html`<li class="card"><h2><a href="/rules/${reference.game}">${reference.name}</a></h2><p>${reference.summary}</p></li>`,
)}
</ul>
</section>`,
  });

export const rulesPage = (reference: RulesReference): string =>
  page({
    title: `${reference.name} rules · Orrery`,
    description: reference.summary,
    body: html`<article class="narrow stack rules">
<p><a href="/rules">Rules</a> · <a href="/learn/${reference.game}">Learn ${reference.name} by playing</a></p>
<h1>${reference.name} rules</h1>
<p>${reference.summary}</p>
<nav aria-label="Contents"><ol class="rules-contents">${reference.sections.map(
      (section) => html`<li><a href="#${section.id}">${section.title}</a></li>`,
    )}</ol></nav>
${reference.sections.map(
  (section) =>
    html`<section id="${section.id}"><h2>${section.title}</h2>${section.blocks.map((block) => blockHtml(reference.game, block))}</section>`,
)}
</article>`,
  });
