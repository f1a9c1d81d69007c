/**
 * What a report keeps of what it reports (docs/moderation.md, "What a report keeps"):
 * copied when it is filed, so a message edited or a name changed later, or a player who
 * erases their account, does not change the evidence a moderator reads. A message comes
 * from its game's object, which gives it only to a seat's player who read it; a name and
 * a game from D1.
 */
import { failure, ok, type EngineError, type Result } from '../../engine/result.ts';
import { movesOf, summaryOf } from '../db/history.ts';
import { seatsOfGame } from '../db/reports.ts';
import type { PlayerRow } from '../db/schema.ts';
import { gameRoom } from '../game/objects.ts';
import type { Env } from '../platform/env.ts';
import { findPlayer } from '../players/player-routes.ts';
import type { ReportTarget } from './report-request.ts';

/** The copy, by kind; stored as JSON in the report's `content`. */
export type ReportContent =
  | {
      readonly kind: 'message';
      readonly game: string;
      readonly seq: number;
      readonly writer: string;
      readonly text: string;
      readonly sent: string;
    }
  | { readonly kind: 'name'; readonly name: string }
  | {
      readonly kind: 'game';
      readonly game: string;
      readonly title: string;
      readonly players: Readonly<Record<string, string>>;
      readonly status: string;
      readonly moves: readonly string[];
    };

export interface ResolvedReport {
  readonly subjectId: string | null;
  readonly content: ReportContent;
}

const noGame = (id: string) => failure('ERR_REPORT_TARGET', `there is no game ${id} to report; check its link`);

const resolveGame = async (
  env: Env,
  reporter: PlayerRow,
  id: string,
  name: string | null,
): Promise<Result<ResolvedReport, EngineError>> => {
  const [summary, seated] = await Promise.all([summaryOf(env.DB, id), seatsOfGame(env.DB, id)]);
  const own = seated.some((seat) => seat.playerId === reporter.id);
  // A game kept out of the records is reported only by its players: others never saw it.
  if (!summary || (!summary.public && !own)) return noGame(id);
  const others = seated.filter((seat) => seat.playerId !== null && seat.playerId !== reporter.id);
  const named = name === null ? null : (await findPlayer(env.DB, name))?.id;
  const subject = named ? others.find((seat) => seat.playerId === named) : own ? others[0] : undefined;
  if (!subject)
    return failure(
      'ERR_REPORT_TARGET',
      own
        ? 'your opponent in this game has no player page, so there is no one to report'
        : 'name the player of this game you report (a game you did not play has two)',
    );
  const moves = await movesOf(env.DB, id);
  return ok({
    subjectId: subject.playerId,
    content: {
      kind: 'game',
      game: id,
      title: `${summary.game} ${summary.variant}`,
      players: Object.fromEntries(seated.map((seat) => [seat.side, seat.name])),
      status:
        summary.status === 'finished' ? `finished (${summary.reason ?? 'over'})` : `ongoing at ply ${summary.ply}`,
      moves: moves.map((move) => move.notation),
    },
  });
};

/** The reported thing as it is now, and whose it is; a refusal with a stable code when it cannot be reported. */
export const resolveReport = async (
  env: Env,
  reporter: PlayerRow,
  target: ReportTarget,
): Promise<Result<ResolvedReport, EngineError>> => {
  switch (target.kind) {
    case 'message': {
      const found = await gameRoom(env, target.game).messageForReport(reporter.id, target.message);
      if (!found.ok) return found.error.code === 'ERR_GAME_NOT_FOUND' ? noGame(target.game) : found;
      const message = found.value;
      return ok({
        subjectId: message.writerId,
        content: {
          kind: 'message',
          game: target.game,
          seq: message.seq,
          writer: message.writerName,
          text: message.text,
          sent: new Date(message.sentAt).toISOString(),
        },
      });
    }
    case 'name': {
      const player = await findPlayer(env.DB, target.name);
      if (!player) return failure('ERR_REPORT_TARGET', `no player is named "${target.name.slice(0, 40)}"`);
      if (player.id === reporter.id) return failure('ERR_REPORT_SELF', 'you cannot report yourself');
      return ok({ subjectId: player.id, content: { kind: 'name', name: player.name } });
    }
    case 'game':
      return resolveGame(env, reporter, target.game, target.name);
  }
};
