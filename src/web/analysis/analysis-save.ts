/**
 * Where analysis is kept: a seat's in the game's object on the server (so it comes back
 * on another device with the same seat link), a watcher's in this browser's storage.
 */
import type { SeatRequest } from '../api.ts';
import type { AnalysisBranch } from '../../shared/seat-papers.ts';

export interface AnalysisKeeper {
  /** Where it is kept, in a few words for the page. */
  readonly where: string;
  load(): Promise<readonly AnalysisBranch[]>;
  /** Null when saved; otherwise why not, for the page. */
  save(branches: readonly AnalysisBranch[]): Promise<string | null>;
}

/** Requests made with the seat's token (seat-session.ts). */

export const seatKeeper = (request: SeatRequest): AnalysisKeeper => ({
  where: 'saved with your seat',
  load: async () => {
    const answer = await request('GET /api/games/:id/analysis');
    return answer.ok ? answer.value.branches : [];
  },
  save: async (branches) => {
    const answer = await request('PUT /api/games/:id/analysis', { body: { branches } });
    return answer.ok ? null : answer.error.message;
  },
});

const storageKey = (gameId: string): string => `orrery:analysis:${gameId}`;

export const browserKeeper = (gameId: string): AnalysisKeeper => ({
  where: 'kept in this browser',
  load: async () => {
    try {
      const value: unknown = JSON.parse(localStorage.getItem(storageKey(gameId)) ?? '[]');
      return Array.isArray(value) ? (value as AnalysisBranch[]) : [];
    } catch {
      return [];
    }
  },
  save: async (branches) => {
    try {
      if (branches.length === 0) localStorage.removeItem(storageKey(gameId));
      else localStorage.setItem(storageKey(gameId), JSON.stringify(branches));
      return null;
    } catch {
      return 'this browser would not keep it (storage is full or switched off)';
    }
  },
});
