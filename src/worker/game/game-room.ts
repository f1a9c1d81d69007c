/**
 * One Durable Object per game: the source of truth. It runs the engine, enforces turn
 * order and every rule, commits each change in one synchronous transaction, tells the
 * connected pages, and publishes the history to D1 from an outbox.
 *
 * This class is only where the features meet the platform: it makes the room every
 * feature shares (room/room.ts), and each RPC method hands one request to its feature,
 * a folder of its own (moves/, takebacks/, rematch/, conditional/, messages/, …). Every
 * method that changes the game does all its reads and writes synchronously: an await on
 * D1 or fetch would let another request in between (docs/platform.md).
 */
import { DurableObject } from 'cloudflare:workers';
import type { Result } from '../../engine/result.ts';
import type { FlatBranch } from '../../shared/analysis-flat.ts';
import type { MessageView } from '../../shared/player-messages.ts';
import type { Env } from '../platform/env.ts';
import { addHook, chatHooks, deliveries, removeChatHook } from './chat/chat-channels.ts';
import { vacation, type VacationAction } from './clock/clock.ts';
import { clearConditional, conditional, saveConditional } from './conditional/conditional-moves.ts';
import { emailCommand, type EmailCommand, type EmailOutcome } from './email/email-commands.ts';
import type { InboundEntry } from './email/inbound-log.ts';
import type { Lines } from './conditional/forecast.ts';
import type { GameStates } from './live-hub.ts';
import type { MessageRefusal } from './messages/message-admission.ts';
import { messages, muteMessages, sendMessage, type MessageRead } from './messages/messages.ts';
import { messageForReport } from './messages/message-evidence.ts';
import { draw, resign, type DrawAction } from './moves/draws.ts';
import { move } from './moves/moves.ts';
import { analysis, notes, saveAnalysis, saveNotes } from './notes/notes.ts';
import { addPush, removePush } from './push/push.ts';
import { rateNow } from './ratings/ratings.ts';
import * as reading from './reading/reading.ts';
import { Rematches, type RematchAction } from './rematch/rematches.ts';
import { reminders, setReminders } from './reminders/reminders.ts';
import type { CreateRoom, Notify, SeatPlayer } from './room/room-record.ts';
import { createRoom } from './room/create-room.ts';
import { Room } from './room/room.ts';
import { deliverMail, reportToTournament, runAlarm, syncHistory } from './room/upkeep.ts';
import { eraseSeats, type ErasedPlayer } from './seats/seat-erasure.ts';
import { claimSeat, seatPlayer } from './seats/seat-players.ts';
import { seatSettings, seatSettingsOf, setNotify } from './seats/seat-settings.ts';
import { takeback, type TakebackAction } from './takebacks/takebacks.ts';

export class GameRoom extends DurableObject<Env> implements GameStates {
  private readonly room: Room;
  private readonly rematches: Rematches;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.room = new Room(ctx, env);
    // A rematch is made by another object of this class: only this class can name its stub's type.
    this.rematches = new Rematches(this.room, (init) =>
      (env.GAME_ROOMS.get(env.GAME_ROOMS.idFromName(init.id)) as DurableObjectStub<GameRoom>).create(init),
    );
  }

  create(init: CreateRoom) {
    return createRoom(this.room, init);
  }

  override alarm(): Promise<void> {
    return runAlarm(this.room);
  }

  // ---- reading (reading/) -------------------------------------------------------------

  async state(since = 0) {
    return reading.state(this.room, since);
  }

  async latest(count: number) {
    return reading.latest(this.room, count);
  }

  async movesBefore(before: number | null, count: number) {
    return reading.movesBefore(this.room, before, count);
  }

  async positionAt(ply: number) {
    return reading.positionAt(this.room, ply);
  }

  async positionsBetween(from: number, to: number) {
    return reading.positionsBetween(this.room, from, to);
  }

  async record() {
    return reading.record(this.room);
  }

  async notices() {
    return reading.notices(this.room);
  }

  // ---- playing (moves/, takebacks/, clock/) --------------------------------------------

  async move(tokenHash: string, text: string, ply: number, takebacks?: number) {
    return move(this.room, tokenHash, text, ply, takebacks);
  }

  async resign(tokenHash: string) {
    return resign(this.room, tokenHash);
  }

  async draw(tokenHash: string, action: DrawAction) {
    return draw(this.room, tokenHash, action);
  }

  async takeback(tokenHash: string, action: TakebackAction) {
    return takeback(this.room, tokenHash, action);
  }

  async vacation(tokenHash: string, action: VacationAction) {
    return vacation(this.room, tokenHash, action);
  }

  async emailCommand(email: EmailCommand): Promise<EmailOutcome> {
    return emailCommand(this.room, email);
  }

  /** An emailed reply the Worker acted on no further (automatic mail, or refused unread): the game's mail log keeps why. */
  async logInboundMail(entry: InboundEntry): Promise<void> {
    if (this.room.load()) this.room.stores.inbound.add(entry);
  }

  // ---- after the game (rematch/) ---------------------------------------------------------

  /** `clientKey`: the asking client, whose creation limit an accepted rematch counts against. */
  rematch(tokenHash: string, action: RematchAction, clientKey: string) {
    return this.rematches.answer(tokenHash, action, clientKey);
  }

  rematchSeat(tokenHash: string) {
    return this.rematches.seatView(tokenHash);
  }

  // ---- a seat's own (notes/, conditional/, reminders/, seats/) ---------------------------

  async notes(tokenHash: string) {
    return notes(this.room, tokenHash);
  }

  async saveNotes(tokenHash: string, text: string) {
    return saveNotes(this.room, tokenHash, text);
  }

  async analysis(tokenHash: string) {
    return analysis(this.room, tokenHash);
  }

  async saveAnalysis(tokenHash: string, branches: readonly FlatBranch[]) {
    return saveAnalysis(this.room, tokenHash, branches);
  }

  async conditional(tokenHash: string) {
    return conditional(this.room, tokenHash);
  }

  async saveConditional(tokenHash: string, ply: number, lines: Lines, takebacks?: number) {
    return saveConditional(this.room, tokenHash, ply, lines, takebacks);
  }

  async clearConditional(tokenHash: string) {
    return clearConditional(this.room, tokenHash);
  }

  async reminders(tokenHash: string) {
    return reminders(this.room, tokenHash);
  }

  async setReminders(tokenHash: string, before: readonly number[] | null) {
    return setReminders(this.room, tokenHash, before);
  }

  async seatSettings(tokenHash: string) {
    return seatSettings(this.room, tokenHash);
  }

  async seatSettingsOf(side: string) {
    return seatSettingsOf(this.room, side);
  }

  async setNotify(who: { readonly tokenHash: string } | { readonly side: string }, notify: Notify) {
    return setNotify(this.room, who, notify);
  }

  async claimSeat(tokenHash: string, player: SeatPlayer) {
    return claimSeat(this.room, tokenHash, player);
  }

  async seatPlayer(tokenHash: string) {
    return seatPlayer(this.room, tokenHash);
  }

  /** A player's account erased: their seats here keep nothing of them (seats/seat-erasure.ts). */
  eraseSeats(who: ErasedPlayer) {
    return eraseSeats(this.room, who);
  }

  // ---- between the seats and beyond (messages/, chat/, push/) ----------------------------

  async messages(tokenHash: string, read: MessageRead = { after: 0 }, seen = false) {
    return messages(this.room, tokenHash, read, seen);
  }

  async sendMessage(tokenHash: string, text: string): Promise<Result<MessageView, MessageRefusal>> {
    return sendMessage(this.room, tokenHash, text);
  }

  async muteMessages(tokenHash: string, muted: boolean) {
    return muteMessages(this.room, tokenHash, muted);
  }

  /** A block between two players made or undone (players/blocks.ts): their messages in this game follow it. */
  async setBlock(blockerId: string, blockedId: string, blocked: boolean): Promise<void> {
    this.room.stores.filters.setBlock(blockerId, blockedId, blocked);
  }

  /** A seat's player's blocks, blocker first, once the seat is claimed: those between this game's players hold here. */
  async syncBlocks(pairs: readonly (readonly [string, string])[]): Promise<void> {
    const loaded = this.room.load();
    if (loaded) this.room.stores.filters.syncBlocks(loaded.room, pairs);
  }

  /** A moderator's site-wide mute of a player (moderation/actions.ts), until `until`; null lifts it. */
  async setSilenced(playerId: string, until: number | null): Promise<void> {
    this.room.stores.filters.setSilenced(playerId, until);
  }

  /** A message `readerId` read from the other seat, as a report keeps it (messages/message-evidence.ts). */
  async messageForReport(readerId: string, seq: number) {
    return messageForReport(this.room, readerId, seq);
  }

  addHook(tokenHash: string, url: string) {
    return addHook(this.room, tokenHash, url);
  }

  async chatHooks(tokenHash: string) {
    return chatHooks(this.room, tokenHash);
  }

  async removeHook(tokenHash: string, id: string) {
    return removeChatHook(this.room, tokenHash, id);
  }

  addPush(tokenHash: string, subscription: unknown) {
    return addPush(this.room, tokenHash, subscription);
  }

  removePush(tokenHash: string, endpoint: string) {
    return removePush(this.room, tokenHash, endpoint);
  }

  // ---- for tests and operators: what the alarm does, now (room/upkeep.ts) ----------------

  deliveries(channel: string) {
    return deliveries(this.room, channel);
  }

  deliverMail() {
    return deliverMail(this.room);
  }

  /** The emailed replies the game received and what became of each (email/inbound-log.ts). */
  inboundMail() {
    return this.room.stores.inbound.entries();
  }

  rateNow() {
    return rateNow(this.room);
  }

  reportToTournament() {
    return reportToTournament(this.room);
  }

  syncHistory() {
    return syncHistory(this.room);
  }
}
