// Files the Worker imports as modules (wrangler.toml's [[rules]] and wrangler's defaults):
// a .wasm file is a compiled WebAssembly.Module, a .ttf file its bytes.
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}

declare module '*.ttf' {
  const bytes: ArrayBuffer;
  export default bytes;
}
