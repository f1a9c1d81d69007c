/**
 * The `orrery engine` of any commit, to play against: the commit's sources written out of
 * git (`git archive`) into a folder of the system's temporary directory, kept there by
 * the commit's hash for the next match, with this checkout's node_modules beside them.
 * The working tree's own engine is the default candidate; a commit gives a frozen one,
 * so that editing the code while a match runs changes neither side.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This checkout's root (three folders above this file). */
export const checkoutRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The command that starts `orrery engine` from a folder holding the project's sources. */
const engineCommand = (folder: string): readonly string[] => [
  process.execPath,
  join(folder, 'src/cli/main.ts'),
  'engine',
];

/** The working tree's engine. */
export const workingTreeEngine = (): readonly string[] => engineCommand(checkoutRoot);

/** The full hash of a commit, tag or branch; an error that says so when there is none. */
export const commitOf = (ref: string): string => {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
      cwd: checkoutRoot,
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error(`ERR_REF: "${ref}" names no commit in ${checkoutRoot}`);
  }
};

/** The engine of a commit, written out once (later matches reuse the folder). */
export const commitEngine = (ref: string): { readonly commit: string; readonly command: readonly string[] } => {
  const { commit, folder } = commitSources(ref);
  return { commit, command: engineCommand(folder) };
};

/** The folder holding a commit's sources (`src`, package.json, node_modules linked), written out once. */
export const commitSources = (ref: string): { readonly commit: string; readonly folder: string } => {
  const commit = commitOf(ref);
  const parent = join(tmpdir(), 'orrery-engines');
  const folder = join(parent, commit);
  if (!existsSync(join(folder, 'src/cli/main.ts'))) {
    mkdirSync(parent, { recursive: true });
    // Written beside and renamed into place, so a match cut short never leaves half a tree.
    const building = mkdtempSync(join(parent, `${commit.slice(0, 12)}-`));
    try {
      const archive = execFileSync('git', ['archive', '--format=tar', commit, 'src', 'package.json'], {
        cwd: checkoutRoot,
        maxBuffer: 1 << 30,
      });
      execFileSync('tar', ['-x', '-C', building], { input: archive });
      symlinkSync(join(checkoutRoot, 'node_modules'), join(building, 'node_modules'));
      rmSync(folder, { recursive: true, force: true });
      renameSync(building, folder);
    } catch (error) {
      rmSync(building, { recursive: true, force: true });
      throw error;
    }
  }
  return { commit, folder };
};
