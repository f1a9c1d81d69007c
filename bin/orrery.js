#!/usr/bin/env node
// The installed `orrery` command: Node runs the TypeScript sources directly (type stripping).
import '../src/cli/main.ts';
