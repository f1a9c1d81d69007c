/**
 * The game's one outbox for every channel (channels/). A notice and one delivery per
 * channel and target are queued in the transaction that commits the change they tell of,
 * and sent from the alarm right after: a move never waits for a service, and a failing
 * service only delays its own deliveries. Each delivery is settled in storage after its
 * attempt (sent, skipped, failed, or due again after a backoff), so the alarm running
 * again never sends a settled one twice.
 */
import { backoffDelay } from '../../../shared/backoff.ts';
import type { Channel, ChannelKind, Delivery, Outcome } from '../channels/channel.ts';
import { CHANNEL_KINDS } from '../channels/channel.ts';
import { readNotice, type NoticeBodies, type NoticeKind } from './notice.ts';
import type { PendingDelivery, RoomRecord, RoomStore } from './room-store.ts';

/**
 * How long after a change its deliveries go: with D1's history, in the same alarm. Sending
 * at once made the alarm compete with the move's own answer (moves in games with email
 * were 1.2 times slower in `npm run bench:server`); a second later costs a correspondence
 * player nothing, and a "your move" answered within that second is not sent at all.
 */
export const DELIVERY_DELAY_MS = 1_000;
/** Deliveries per pass of the alarm; the rest go in the next pass. */
const BATCH = 10;
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60 * 60_000;
/** About two days of hourly retries: past that the delivery is logged as failed. */
const MAX_ATTEMPTS = 48;

export const retryDelay = (attempts: number): number => backoffDelay(attempts, FIRST_RETRY_MS, MAX_RETRY_MS);

const KNOWN_CHANNELS: ReadonlySet<string> = new Set(CHANNEL_KINDS);

export class NoticeOutbox {
  private running: Promise<void> | null = null;
  private readonly store: RoomStore;
  private readonly channels: Readonly<Record<ChannelKind, Channel>>;
  /** Told when a game channel's target is gone (it answered that it no longer exists). */
  private readonly onGone: (delivery: Delivery, detail: string) => void;
  /** Why a delivery is no longer wanted when its moment comes (the reader has seen it meanwhile), or null. */
  private readonly unwanted: (delivery: Delivery) => string | null;

  constructor(
    store: RoomStore,
    channels: Readonly<Record<ChannelKind, Channel>>,
    onGone: (delivery: Delivery, detail: string) => void,
    unwanted: (delivery: Delivery) => string | null = () => null,
  ) {
    this.store = store;
    this.channels = channels;
    this.onGone = onGone;
    this.unwanted = unwanted;
  }

  /**
   * Keeps a notice for `recipients` (seats) and queues its deliveries on every channel that
   * carries its kind; inside the caller's transaction. A seat channel's key is
   * game.ply.seat.kind (plus `suffix`; after a takeback, game.ply.tN…), so the same notice for the same turn is never
   * queued twice; a game channel's names the notice itself.
   */
  queue<K extends NoticeKind>(
    room: RoomRecord,
    kind: K,
    side: string | null,
    body: NoticeBodies[K],
    now: number,
    recipients: readonly string[],
    suffix = '',
  ): void {
    const seq = this.store.addNotice(kind, side, room.ply, body, now);
    // After a takeback a ply is played again: its turn gets keys of its own (room-record.ts).
    const line = room.takenBack ? `.t${room.takenBack}` : '';
    const each = [];
    for (const channel of CHANNEL_KINDS) {
      const { reach, carries, targets } = this.channels[channel];
      if (!carries[kind]) continue;
      for (const target of targets(room, recipients))
        each.push(
          reach === 'seat'
            ? {
                // Email's keys are Resend's idempotency keys, kept as they were before other channels.
                key: `${room.id}.${room.ply}${line}.${target}.${kind}${suffix ? `.${suffix}` : ''}${channel === 'email' ? '' : `.${channel}`}`,
                channel,
                side: target,
                hook: null,
              }
            : { key: `${room.id}.n${seq}.${channel}.${target}`, channel, side: '', hook: target },
        );
    }
    this.store.queueDeliveries(seq, each, now + DELIVERY_DELAY_MS);
  }

  /** When the alarm should send next, or null when nothing waits. */
  dueAt(): number | null {
    return this.store.exists() ? this.store.nextDeliveryDue() : null;
  }

  /** Sends everything due by `until` (default: now); concurrent calls share one run. */
  deliver(until?: number): Promise<void> {
    this.running ??= this.run(until).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(until: number | undefined): Promise<void> {
    for (;;) {
      const due = this.store.dueDeliveries(until ?? Date.now(), BATCH);
      if (due.length === 0) return;
      for (const pending of due) await this.sendOne(pending);
    }
  }

  /** One delivery: attempted through its channel, then settled in storage; nothing is held across the await. */
  private async sendOne(pending: PendingDelivery): Promise<void> {
    const notice = readNotice(pending.notice);
    if (!notice || !KNOWN_CHANNELS.has(pending.channel)) {
      this.settle(pending, {
        skip: `this server does not know ${notice ? `channel ${pending.channel}` : `notices of kind ${pending.notice.kind}`}`,
      });
      return;
    }
    const delivery: Delivery = {
      ...pending,
      channel: pending.channel as ChannelKind,
      notice: { ...notice, seq: pending.notice.seq, createdAt: pending.notice.createdAt },
    };
    const unwanted = this.unwanted(delivery);
    if (unwanted) {
      this.settle(pending, { skip: unwanted });
      return;
    }
    let outcome: Outcome;
    try {
      outcome = await this.channels[delivery.channel].deliver(delivery);
    } catch (error) {
      // Writing it failed (the recipient's object may be passing trouble, or a bug): kept
      // and retried with backoff like a failed send, so it cannot stop the others.
      outcome = { retry: `compose: ${String(error)}` };
    }
    this.settle(pending, outcome);
    if ('gone' in outcome) this.onGone(delivery, outcome.gone);
  }

  private settle(pending: PendingDelivery, outcome: Outcome): void {
    const { key, attempts } = pending;
    const now = Date.now();
    const attempt = attempts + 1;
    this.store.transaction(() => {
      if ('sent' in outcome) this.store.settleDelivery(key, { state: 'sent', detail: outcome.sent });
      else if ('skip' in outcome) this.store.settleDelivery(key, { state: 'skipped', detail: outcome.skip });
      else if ('gone' in outcome) {
        console.warn(`${pending.channel}: ${key} is gone: ${outcome.gone}`);
        this.store.settleDelivery(key, { state: 'failed', detail: outcome.gone });
      } else if ('retry' in outcome && attempt < MAX_ATTEMPTS) {
        const delay = Math.max(outcome.afterMs ?? 0, retryDelay(attempts));
        console.warn(
          `${pending.channel}: ${key} failed (attempt ${attempt}), retrying in ${delay} ms: ${outcome.retry}`,
        );
        this.store.settleDelivery(key, { state: 'pending', detail: outcome.retry, retryAt: now + delay });
      } else {
        const detail = 'retry' in outcome ? outcome.retry : outcome.fail;
        console.error(`${pending.channel}: giving up on ${key} after ${attempt} attempts: ${detail}`);
        this.store.settleDelivery(key, { state: 'failed', detail });
      }
    });
  }
}
