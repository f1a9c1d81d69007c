/**
 * The tests run the Worker in the workerd that deploys it: the test plugin resolves its
 * own wrangler and miniflare (package.json's `overrides` give it the project's), and
 * miniflare its workerd. Here, each package is found the way Node finds it from the
 * package that imports it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The folder of package `name` as Node resolves it from `from`: the nearest node_modules upwards. */
const packageDir = (name: string, from: string): string => {
  for (let folder = from; ; folder = dirname(folder)) {
    const candidate = join(folder, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(folder) === folder) throw new Error(`${name} is not installed where ${from} can import it`);
  }
};
const versionOf = (folder: string): string =>
  (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version;

describe('the runtime the tests use', () => {
  const root = resolve('.');
  const wrangler = packageDir('wrangler', root);
  const plugin = packageDir('@cloudflare/vitest-plugin', root);
  const deployWorkerd = packageDir('workerd', wrangler);
  const testMiniflare = packageDir('miniflare', plugin);

  const ALIGN = "align them through package.json's overrides for @cloudflare/vitest-plugin";

  it("is the deploy's workerd", () => {
    const deployed = versionOf(deployWorkerd);
    expect(versionOf(packageDir('workerd', testMiniflare)), `the tests' workerd is not wrangler's: ${ALIGN}`).toBe(
      deployed,
    );
    expect(
      versionOf(packageDir('workerd', packageDir('miniflare', wrangler))),
      "wrangler's miniflare runs another workerd",
    ).toBe(deployed);
  });

  it("reads the configuration with the deploy's wrangler and miniflare", () => {
    expect(versionOf(packageDir('wrangler', plugin)), `the test plugin's wrangler is not the project's: ${ALIGN}`).toBe(
      versionOf(wrangler),
    );
    expect(versionOf(testMiniflare), `the test plugin's miniflare is not wrangler's: ${ALIGN}`).toBe(
      versionOf(packageDir('miniflare', wrangler)),
    );
  });
});
