// The browser code is type-checked with the DOM's types; the engine and server never use them.
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
