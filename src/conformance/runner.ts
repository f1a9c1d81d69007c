/**
 * The conformance runner: finds the game folders under a folder laid out like the rules
 * vectors (`adomoc/`, `adix/`, or one of them directly), checks every case, and reports
 * one line per failure and a closing `N passed, N failed`.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { checkAdixCase } from './adix-cases.ts';
import { checkAdomocCase } from './adomoc-cases.ts';
import { isGameId, type GameId } from '../engine/game-id.ts';
import type { CaseChecker, ConformanceCase } from './cases.ts';

/** Each game's checker; folders named after no game are looked into for game folders. */
export const CHECKERS = { adomoc: checkAdomocCase, adix: checkAdixCase } satisfies Record<GameId, CaseChecker>;

export interface ConformanceReport {
  passed: number;
  failed: number;
  skipped: number;
  lines: string[];
}

const jsonFiles = (folder: string): string[] =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(folder, name));

/** The game folders to run: the folder itself if it is named after a game, else its game subfolders. */
export const gameFolders = (folder: string): { game: GameId; path: string }[] => {
  const name = basename(folder.replace(/[\\/]+$/, ''));
  if (isGameId(name)) return [{ game: name, path: folder }];
  const found: { game: GameId; path: string }[] = [];
  for (const entry of readdirSync(folder).sort()) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) found.push(...gameFolders(path));
  }
  return found;
};

export const loadCases = (file: string): ConformanceCase[] => {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(data)) throw new Error(`${file}: expected a JSON array of cases`);
  return data as ConformanceCase[];
};

export const runConformance = (folder: string): ConformanceReport => {
  const report: ConformanceReport = { passed: 0, failed: 0, skipped: 0, lines: [] };
  const folders = gameFolders(folder);
  if (folders.length === 0) report.lines.push(`no game folders (adomoc/, adix/) under ${folder}`);
  for (const { game, path } of folders) {
    const check = CHECKERS[game];
    for (const file of jsonFiles(path)) {
      let cases: ConformanceCase[];
      try {
        cases = loadCases(file);
      } catch (error) {
        report.failed++;
        report.lines.push(`FAIL ${file}: ${(error as Error).message}`);
        continue;
      }
      if (!check) {
        report.skipped += cases.length;
        report.lines.push(`SKIP ${file}: ${cases.length} cases; ${game} is not supported by this engine yet`);
        continue;
      }
      cases.forEach((testCase, index) => {
        let problems: string[];
        try {
          problems = check(testCase);
        } catch (error) {
          problems = [`crashed: ${(error as Error).stack ?? String(error)}`];
        }
        if (problems.length === 0) report.passed++;
        else {
          report.failed++;
          report.lines.push(`FAIL ${file} #${index} "${testCase.name}": ${problems.join('; ')}`);
        }
      });
    }
  }
  return report;
};

export const summaryLine = (report: ConformanceReport): string =>
  `${report.passed} passed, ${report.failed} failed${report.skipped ? `, ${report.skipped} skipped` : ''}`;
