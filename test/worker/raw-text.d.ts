// A file read as text at build time (Vite's `?raw`): how a test in workerd, with no file system, reads docs.
declare module '*?raw' {
  const text: string;
  export default text;
}

interface ImportMeta {
  /** Vite's glob import: every file the pattern matches, read at build time (here as text). */
  glob<T>(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, T>;
}
