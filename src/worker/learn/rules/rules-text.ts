/**
 * What a rules reference is made of: sections of plain paragraphs and lists, terms
 * defined once (and linked wherever else they are used), and diagrams drawn by the
 * board renderer from positions in the game's notation.
 */

export interface Diagram {
  readonly position: string;
  readonly caption: string;
  /** Squares to mark, as the last move's highlight. */
  readonly highlight?: readonly string[];
}

/**
 * A block of a section: a paragraph, a list, or a diagram. In text, `[term]` links to the
 * term's definition, `{term}` defines it (once per reference), and `` `x` `` is notation.
 */
export type Block = string | { readonly list: readonly string[] } | { readonly diagram: Diagram };

export interface RulesSection {
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly Block[];
}

export interface RulesReference {
  readonly game: 'adomoc' | 'adix';
  readonly name: string;
  readonly summary: string;
  readonly sections: readonly RulesSection[];
}
