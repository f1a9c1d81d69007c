/**
 * The lessons' pages: `/learn` (both games), `/learn/:game` (a game's path, its progress
 * marked by the browser) and `/learn/:game/:lesson` (one lesson, its board drawn here
 * for the first paint; the game's lesson script, src/web/learn, then takes it over).
 */
import { GAME_ENGINES } from '../../engine/games.ts';
import type { GameId } from '../../engine/game-id.ts';
import { seenFromSecondSide, type Lesson, type LessonPath } from '../../learn/lesson.ts';
import { LESSON_PATHS } from '../../learn/paths.ts';
import { boardSvg } from '../../render/board-svg.ts';
import { LEARN_PATH_SCRIPT, learnScript } from '../../shared/bundles.ts';
import { html, page, raw, type Html } from '../pages/layout.ts';

/** Where a path's pages are and under which name its progress is kept: the lessons, or the puzzles. */
export interface PathPlace {
  readonly kind: 'lesson' | 'puzzle';
  /** The list's address; each item's is below it. */
  readonly base: string;
  /** The browser's progress key (src/web/learn/progress.ts). */
  readonly progress: string;
  readonly label: string;
}

export const lessonsPlace = (path: LessonPath): PathPlace => ({
  kind: 'lesson',
  base: `/learn/${path.game}`,
  progress: path.game,
  label: `Learn ${path.name}`,
});

export const puzzlesPlace = (path: LessonPath): PathPlace => ({
  kind: 'puzzle',
  base: `/learn/${path.game}/puzzles`,
  progress: `${path.game}-puzzles`,
  label: `${path.name} puzzles`,
});

/** Where each path leads: a real game. */
const pathEnd = (path: LessonPath): Html => html`<section class="card stack learn-end">
  <h2>Then play</h2>
  <p>These lessons teach all you need for a first game of ${path.name}; the rules reference has every detail. A game against the computer at level 1 is a gentle start.</p>
  <div class="button-row">
    <a class="button button-primary" href="/?game=${path.game}#new-game">Start a game with a friend</a>
    <a class="button" href="/?game=${path.game}&amp;level=1#computer-game">Play the computer at level 1</a>
    <a class="button button-quiet" href="/rules/${path.game}">${path.name} rules</a>
  </div>
</section>`;

export const learnIndexPage = (): string =>
  page({
    title: 'Learn to play · Orrery',
    description: 'Short lessons on Adomoc and ADIX: each idea on a small board, checked move by move.',
    body: html`<section class="narrow stack learn">
<h1>Learn to play</h1>
<p>Short lessons, each one idea on a small board. Make the move each lesson asks for: the game’s own rules check every try, say why a move is not legal or not the answer, and explain the right one. Your progress stays in this browser.</p>
<ul class="learn-games">
${Object.values(LESSON_PATHS).map(
  (path) => html`<li class="card"><h2><a href="/learn/${path.game}">${path.name}</a></h2>
<p>${path.summary}</p>
<p class="muted">${path.lessons.length} lessons · <a href="/learn/${path.game}/puzzles">puzzles</a> · <a href="/rules/${path.game}">the rules</a></p></li>`,
)}
</ul>
<p>Playing with a screen reader or the keyboard alone? <a href="/learn/accessibility">Playing without the board picture</a> says how: the board in words, questions about the position, and moves typed with the legal ones offered.</p>
</section>`,
  });

const lessonItem = (lesson: Lesson, place: PathPlace): Html =>
  html`<li data-lesson="${lesson.id}"><a href="${place.base}/${lesson.id}">${lesson.title}</a> <span class="lesson-done"></span></li>`;

/**
 * Puzzles by how many moves they take (a puzzle's steps are the solver's moves), easiest
 * first: thirty-odd titles in one list read as one long repetition.
 */
const puzzleGroups = (path: LessonPath, place: PathPlace): Html[] => {
  const groups = new Map<number, Lesson[]>();
  for (const lesson of path.lessons)
    groups.set(lesson.steps.length, [...(groups.get(lesson.steps.length) ?? []), lesson]);
  return [...groups.entries()].map(
    ([
      moves,
      lessons,
    ]) => html`<li class="puzzle-group"><h2>${moves === 1 ? 'Win at once' : `Win in ${moves} moves`} <span class="muted">(${lessons.length})</span></h2>
<ol class="lesson-list">${lessons.map((lesson) => lessonItem(lesson, place))}</ol></li>`,
  );
};

export const learnPathPage = (path: LessonPath, place: PathPlace = lessonsPlace(path)): string =>
  page({
    title: `${place.label} · Orrery`,
    description: path.summary,
    body: html`<section class="narrow stack learn">
<p><a href="/learn">Learn to play</a>${place.kind === 'puzzle' ? html` · <a href="/learn/${path.game}">${path.name} lessons</a>` : html` · <a href="/learn/${path.game}/puzzles">${path.name} puzzles</a>`}</p>
<h1>${place.label}</h1>
<p>${path.summary}</p>
<p class="learn-progress" id="learn-progress" tabindex="-1" aria-live="polite"></p>
<ol class="lesson-list${place.kind === 'puzzle' ? ' puzzle-groups' : ''}" id="lessons" data-progress="${place.progress}" data-noun="${place.kind === 'puzzle' ? 'puzzles' : 'lessons'}">
${place.kind === 'puzzle' ? puzzleGroups(path, place) : path.lessons.map((lesson) => lessonItem(lesson, place))}
</ol>
<p><button type="button" class="button button-quiet" id="learn-reset" hidden>Reset progress</button></p>
${pathEnd(path)}
</section>`,
    scripts: [LEARN_PATH_SCRIPT],
  });

export const lessonPage = (path: LessonPath, index: number, place: PathPlace = lessonsPlace(path)): string => {
  const lesson = path.lessons[index]!;
  const game = GAME_ENGINES[path.game as GameId];
  const next = path.lessons[index + 1];
  const flipped = place.kind === 'puzzle' && seenFromSecondSide(game, lesson.position);
  const svg = boardSvg({ game: path.game, position: lesson.position, flipped, mode: 'page' });
  const variant = game.variants.find((info) => info.id === lesson.variant);
  return page({
    title: `${lesson.title} · ${place.label} · Orrery`,
    description: lesson.intro[0],
    body: html`<div class="lesson-page" id="lesson" data-kind="${place.kind}" data-progress="${place.progress}" data-lesson="${lesson.id}" data-done="false">
<section class="lesson-text">
  <p class="lesson-crumbs"><a href="${place.base}">${place.label}</a> · ${place.kind} ${index + 1} of ${path.lessons.length}${variant && variant.id !== game.defaultVariant ? html` · ${variant.name}` : ''}</p>
  <h1>${lesson.title}</h1>
  ${lesson.intro.map((paragraph) => html`<p>${paragraph}</p>`)}
  <p class="lesson-ask" id="lesson-ask">${lesson.steps[0]!.ask}</p>
</section>
<section class="board-area lesson-board" aria-label="Board">
  <div class="board" id="board" data-flipped="${String(flipped)}">${raw(svg)}</div>
</section>
<div class="lesson-side">
  <p class="message" id="message" role="status" aria-live="polite"></p>
  <div class="chooser card" id="chooser" aria-live="polite" hidden></div>
  <form class="notation-form" id="notation-form">
    <label for="notation-input">Or type the move</label>
    <div class="input-row">
      <input id="notation-input" name="move" autocomplete="off" autocapitalize="off" spellcheck="false">
      <button type="submit" class="button">Play</button>
    </div>
  </form>
  <div class="button-row lesson-tools">
    <a class="button button-primary" id="lesson-next" href="${next ? `${place.base}/${next.id}` : place.base}" hidden>${next ? `Next: ${next.title}` : place.kind === 'puzzle' ? 'All done: back to the list' : 'All done: play a game'}</a>
    <button type="button" class="button button-quiet" id="lesson-restart">Start again</button>
  </div>
</div>
</div>`,
    scripts: [learnScript(path.game)],
    bodyClass: 'page-lesson',
  });
};
