/** ANSI styles for the diagram; every function returns the text unchanged when colour is off. */
export interface Palette {
  readonly light: (text: string) => string;
  readonly dark: (text: string) => string;
  readonly prime: (text: string) => string;
  readonly faint: (text: string) => string;
  readonly heading: (text: string) => string;
}

const style = (open: string, close: string) => (text: string) => `\x1b[${open}m${text}\x1b[${close}m`;

export const PLAIN: Palette = {
  light: (text) => text,
  dark: (text) => text,
  prime: (text) => text,
  faint: (text) => text,
  heading: (text) => text,
};

export const ANSI: Palette = {
  light: style('33', '39'),
  dark: style('36', '39'),
  prime: style('1', '22'),
  faint: style('2', '22'),
  heading: style('1', '22'),
};

export const paletteFor = (colour: boolean): Palette => (colour ? ANSI : PLAIN);
