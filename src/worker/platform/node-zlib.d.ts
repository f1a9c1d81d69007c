/**
 * The one function of `node:zlib` the Worker uses (src/raster/png.ts), for the Worker's
 * type check, which has the Workers types and not Node's. The runtime provides the
 * module natively under the `nodejs_compat` flag (wrangler.toml; docs/platform.md).
 * Under Node's types this merges with @types/node's declaration.
 */
declare module 'node:zlib' {
  export function deflateSync(data: Uint8Array, options?: { level?: number }): Uint8Array;
}
