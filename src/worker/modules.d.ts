// Files the Worker imports as modules (wrangler's default rules): a .bin file is its bytes.
declare module '*.bin' {
  const bytes: ArrayBuffer;
  export default bytes;
}
