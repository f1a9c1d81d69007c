// A file read as text at build time (Vite's `?raw`): how a test in workerd, with no file system, reads docs.
declare module '*?raw' {
  const text: string;
  export default text;
}
