/**
 * The colours of both boards, by role, in a light and a dark theme. A picture for a page
 * takes each colour from a CSS custom property (`--orrery-<role>`) with the theme's colour
 * as the fallback, so a page restyles boards by setting properties; a picture for an
 * image writes the colours themselves, since the PNG renderer knows no CSS variables.
 */

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface Palette {
  /** Behind everything: the margin around a board. */
  readonly frame: string;
  /** Coordinates and other small text. */
  readonly label: string;
  /** Headings and names on a picture's caption. */
  readonly text: string;

  readonly adomocBoard: string;
  readonly adomocRim: string;
  /** Origin spaces (cycles 1–3), tinted by the breed they belong to. */
  readonly adomocLightOrigin: string;
  readonly adomocDarkOrigin: string;
  readonly adomocCycle: string;
  readonly adomocColumn: string;
  readonly adomocSpiral: string;
  readonly adomocSpace: string;
  readonly adomocCentre: string;

  readonly adixLightSquare: string;
  readonly adixDarkSquare: string;
  readonly adixEdge: string;

  /** Light breed (Adomoc) and White (ADIX): body, emblem, outline. */
  readonly lightPiece: string;
  readonly lightInk: string;
  readonly lightEdge: string;
  /** Dark breed (Adomoc) and Black (ADIX). */
  readonly darkPiece: string;
  readonly darkInk: string;
  readonly darkEdge: string;
  readonly pieceShadow: string;
  /** Adomoc's primes and ADIX's captains. */
  readonly prime: string;
  /** Adomoc's feet held by an enemy sun. */
  readonly held: string;

  readonly lastMove: string;
  readonly lastMoveEdge: string;
  readonly selected: string;
  readonly target: string;
  readonly choice: string;
}

export type Role = keyof Palette;

export const PALETTES: Readonly<Record<Theme, Palette>> = {
  light: {
    frame: '#f5f0e6',
    label: '#6f6350',
    text: '#2c251d',

    adomocBoard: '#efe4cd',
    adomocRim: '#a8946f',
    adomocLightOrigin: 'rgba(255, 252, 244, 0.72)',
    adomocDarkOrigin: 'rgba(96, 78, 52, 0.17)',
    adomocCycle: '#b6a27f',
    adomocColumn: '#b6a27f',
    adomocSpiral: 'rgba(178, 92, 70, 0.5)',
    adomocSpace: '#e6d8bd',
    adomocCentre: '#e9dcc2',

    adixLightSquare: '#efe4cd',
    adixDarkSquare: '#c9b08a',
    adixEdge: '#8c7351',

    lightPiece: '#fffbf2',
    lightInk: '#3a3128',
    lightEdge: '#3a3128',
    darkPiece: '#2e3341',
    darkInk: '#f3e9d4',
    darkEdge: '#171a22',
    pieceShadow: 'rgba(40, 30, 15, 0.28)',
    prime: '#c38b1c',
    held: '#c2352b',

    lastMove: 'rgba(240, 178, 40, 0.42)',
    lastMoveEdge: '#d99a12',
    selected: '#2a67d1',
    target: 'rgba(42, 103, 209, 0.72)',
    choice: '#8b3fb0',
  },
  dark: {
    frame: '#12151c',
    label: '#9ba4b8',
    text: '#ece6d8',

    adomocBoard: '#1b2131',
    adomocRim: '#56617c',
    adomocLightOrigin: 'rgba(226, 220, 200, 0.09)',
    adomocDarkOrigin: 'rgba(0, 0, 0, 0.3)',
    adomocCycle: '#434d66',
    adomocColumn: '#434d66',
    adomocSpiral: 'rgba(214, 132, 112, 0.42)',
    adomocSpace: '#2a3246',
    adomocCentre: '#232a3d',

    adixLightSquare: '#454b5a',
    adixDarkSquare: '#2e333f',
    adixEdge: '#5b6378',

    lightPiece: '#f1ead9',
    lightInk: '#2a241d',
    lightEdge: '#0b0c10',
    // A slate, not black: on the dark board a near-black piece all but vanished.
    darkPiece: '#525d7a',
    darkInk: '#f6efdf',
    darkEdge: '#c9d0de',
    pieceShadow: 'rgba(0, 0, 0, 0.45)',
    prime: '#e6b445',
    held: '#ff6a5c',

    lastMove: 'rgba(240, 186, 60, 0.36)',
    lastMoveEdge: '#e8a92a',
    selected: '#72a9ff',
    target: 'rgba(114, 169, 255, 0.8)',
    choice: '#c98cf2',
  },
};

const kebab = (role: string): string => role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom property a page sets to restyle a role: `--orrery-light-piece`. */
export const cssVariable = (role: Role): string => `--orrery-${kebab(role)}`;

/** Declarations of every role's custom property for a theme, for a page's stylesheet. */
export const boardCssVariables = (theme: Theme): string =>
  (Object.keys(PALETTES[theme]) as Role[]).map((role) => `${cssVariable(role)}: ${PALETTES[theme][role]};`).join('\n');

/** How a picture writes its colours. */
export interface Paint {
  /** Attribute text for a shape's fill and stroke (null: none). */
  (fill: Role | null, stroke?: Role | null): string;
  /** What goes first in the picture: a `<style>` for a page, nothing for an image. */
  readonly style: () => string;
}

/** Fixed colours as attributes: self-contained, for the PNG renderer. */
export const imagePaint = (theme: Theme): Paint => {
  const palette = PALETTES[theme];
  const paint = (fill: Role | null, stroke: Role | null = null): string =>
    ` fill="${fill ? palette[fill] : 'none'}"${stroke ? ` stroke="${palette[stroke]}"` : ''}`;
  return Object.assign(paint, { style: () => '' });
};

/**
 * Classes whose rules read the custom properties. Only the rules a picture used are
 * written, once; the same rules from two boards on one page agree, so they can coexist.
 */
export const pagePaint = (theme: Theme): Paint => {
  const palette = PALETTES[theme];
  const used = new Set<string>();
  const paint = (fill: Role | null, stroke: Role | null = null): string => {
    const classes: string[] = [];
    if (fill) {
      used.add(`fill:${fill}`);
      classes.push(`orrery-fill-${kebab(fill)}`);
    }
    if (stroke) {
      used.add(`stroke:${stroke}`);
      classes.push(`orrery-stroke-${kebab(stroke)}`);
    }
    return `${fill ? '' : ' fill="none"'}${classes.length ? ` class="${classes.join(' ')}"` : ''}`;
  };
  const style = (): string => {
    const rules = [...used].sort().map((entry) => {
      const [property, role] = entry.split(':') as [string, Role];
      return `.orrery-${property}-${kebab(role)}{${property}:var(${cssVariable(role)},${palette[role]})}`;
    });
    return rules.length ? `<style>${rules.join('')}</style>` : '';
  };
  return Object.assign(paint, { style });
};
