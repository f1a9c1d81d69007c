/**
 * What a picture marks on top of the position, as both boards take it: sets of square
 * names, and the words a square's title gains from each mark.
 */
import type { Paint } from './palette.ts';

export interface Marks {
  readonly highlight: ReadonlySet<string>;
  readonly selected: string | null;
  readonly targets: ReadonlySet<string>;
  readonly choices: ReadonlySet<string>;
}

export const NO_MARKS: Marks = { highlight: new Set(), selected: null, targets: new Set(), choices: new Set() };

/** How one board is drawn, whatever the game. */
export interface Drawing {
  readonly flipped: boolean;
  readonly marks: Marks;
  readonly paint: Paint;
  /** Page pictures get hit areas for taps and keep the squares' data attributes. */
  readonly interactive: boolean;
}

/** The marks of a square in words, for its title: "; last move; selected". */
export const markWords = (square: string, marks: Marks): string => {
  const words: string[] = [];
  if (marks.highlight.has(square)) words.push('last move');
  if (marks.selected === square) words.push('selected');
  if (marks.targets.has(square)) words.push('you can move here');
  if (marks.choices.has(square)) words.push('offered as a choice');
  return words.length ? `; ${words.join('; ')}` : '';
};
