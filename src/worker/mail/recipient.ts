/**
 * One Durable Object per email address (named by the address's SHA-256): whether the
 * address has agreed to Orrery's email, and how many emails it has been sent, across
 * every game at once. Every email Orrery sends asks this object first, so the caps hold
 * exactly however many games, clients and retries are involved.
 *
 * The policy (README "Security", docs/email.md):
 * - An address that has not confirmed gets, per game, one invitation in fixed words and
 *   nothing else; sign-in links too. Together at most UNCONFIRMED_PER_DAY a day.
 * - An address that confirmed (one click on a signed link that only its inbox received)
 *   gets the emails of the games it joined, at most CONFIRMED_PER_HOUR an hour and
 *   CONFIRMED_PER_DAY a day. A game joins it when its owner shows they want it: the
 *   invitation's button, a game they started or claimed signed in as that address, a
 *   challenge or tournament they entered, a rematch of a game they had joined so (not by
 *   the invitation's button: see `series`). Any other
 *   game that names it gets one invitation, and at most INVITATIONS_PER_DAY of those go
 *   a day: anyone may type an address, and a confirmed one is no different.
 * - An address that said stop (one-click unsubscribe of everything) gets nothing until it
 *   confirms again.
 * - For a confirmed address, sign-in links count apart: at most SIGN_IN_PER_DAY, and never
 *   held back because games filled the caps above (or anyone could lock a player out by
 *   putting their address on games). Answers to the player's own emailed replies count
 *   apart too, at most ANSWERS_PER_HOUR and ANSWERS_PER_DAY: only the player's own replies
 *   make them, but a mail system that answers every email could make them without end
 *   (the game's object answers no reply to an answer soon after it, either: email-commands.ts).
 *   (An address that has not confirmed counts
 *   its sign-in links with its invitations, as above; an invitation's button confirms it.)
 * Decisions are kept per email key, so a retried send is neither counted twice nor
 * changed into another kind of email.
 */
import { DurableObject } from 'cloudflare:workers';

export const UNCONFIRMED_PER_DAY = 3;
export const CONFIRMED_PER_HOUR = 30;
export const CONFIRMED_PER_DAY = 200;
export const SIGN_IN_PER_DAY = 10;
/** Answers to a confirmed address's own emailed replies (confirmations and problems). */
export const ANSWERS_PER_HOUR = 20;
export const ANSWERS_PER_DAY = 100;
/** Invitations a confirmed address gets a day, to games someone else put it on. */
export const INVITATIONS_PER_DAY = 3;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Decisions are kept this long: longer than the mail outbox retries an email (about two days). */
const KEEP_DECISIONS = 3 * DAY;
/** Games an unconfirmed address was invited to, remembered up to this many (oldest forgotten). */
const INVITED_KEPT = 500;
/** Games an address joined, remembered up to this many (oldest forgotten: such a game invites once more). */
const JOINED_KEPT = 2_000;

/**
 * What an email is: a game's notice (the invitation, for an address that has not
 * confirmed), an answer to an emailed reply, a sign-in link asked for on the site, or the
 * daily digest.
 */
export type MailKind = 'game' | 'answer' | 'sign-in' | 'digest' | 'challenge' | 'tournament' | 'bot' | 'moderation';

export type Admission =
  | { readonly send: true; readonly invitation: boolean }
  | { readonly send: false; readonly reason: string };

export interface RecipientStatus {
  readonly confirmed: boolean;
  readonly stopped: boolean;
  /** Rises each time every sign-in session of the address is revoked. */
  readonly sessionGeneration: number;
}

interface State extends RecipientStatus {
  readonly invited: readonly string[];
  /** Games whose emails the address agreed to (see above); absent in older records. */
  readonly joined?: readonly string[];
  /**
   * Of those, the games joined by an act of the signed-in player (started, claimed, a
   * challenge) or carried from one: only these carry to a rematch. A game joined by the
   * invitation's button does not, since whoever made it holds both seats' links and could
   * chain rematches into as many games as they liked.
   */
  readonly series?: readonly string[];
}

const FRESH: State = { confirmed: false, stopped: false, sessionGeneration: 0, invited: [] };

export class Recipient extends DurableObject {
  private read(): State {
    return { ...FRESH, ...(this.ctx.storage.kv.get<State>('state') ?? {}) };
  }

  private write(state: State): void {
    this.ctx.storage.kv.put('state', state);
  }

  /** Times of emails of a bucket (`sent`: games and the rest; `sent:sign-in`; `sent:answer`) admitted in the last day. */
  private recent(now: number, bucket = 'sent'): number[] {
    return (this.ctx.storage.kv.get<number[]>(bucket) ?? []).filter((time) => time > now - DAY);
  }

  /**
   * Whether `kind` (for `game`, keyed `key`) may be sent to this address now; counts it if
   * so. `via`: what else joining would have been (a tournament's `t:<id>`, which its
   * entrants join on entering). `joinedAlready`: a game from before joining was asked
   * for, which a confirmed address hears of as it did then. `from`: for a challenge, the
   * player who sent it, whose challenges reach this address once a day at most.
   */
  async admit(
    key: string,
    kind: MailKind,
    game: string | null,
    options: { readonly via?: readonly string[]; readonly joinedAlready?: boolean; readonly from?: string } = {},
  ): Promise<Admission> {
    const kept = this.ctx.storage.kv.get<{ admission: Admission }>(`decision:${key}`);
    if (kept) return kept.admission;
    const now = Date.now();
    const fromKey = options.from ? `challenges-from:${options.from}` : null;
    const lastFrom = fromKey ? (this.ctx.storage.kv.get<number>(fromKey) ?? 0) : 0;
    const admission: Admission =
      fromKey && lastFrom > now - DAY
        ? { send: false, reason: 'this player has had a challenge from the same player in the last day' }
        : this.decide(kind, game, now, options.via ?? [], options.joinedAlready === true);
    if (fromKey && admission.send) this.ctx.storage.kv.put(fromKey, now);
    this.ctx.storage.kv.put(`decision:${key}`, { admission, at: now });
    if (admission.send) {
      const bucket = bucketOf(kind, this.read().confirmed);
      this.ctx.storage.kv.put(bucket, [...this.recent(now, bucket), now]);
      if (admission.invitation && game) {
        const state = this.read();
        this.write({ ...state, invited: [...state.invited, game].slice(-INVITED_KEPT) });
        if (state.confirmed)
          this.ctx.storage.kv.put('invitations', [
            ...(this.ctx.storage.kv.get<number[]>('invitations') ?? []).filter((time) => time > now - DAY),
            now,
          ]);
      }
    }
    await this.keepTidy(now);
    return admission;
  }

  private decide(
    kind: MailKind,
    game: string | null,
    now: number,
    joinedVia: readonly string[],
    joinedAlready: boolean,
  ): Admission {
    const state = this.read();
    if (state.stopped) return { send: false, reason: 'the address asked for no email from Orrery' };
    if (kind === 'sign-in' && state.confirmed)
      return this.recent(now, bucketOf(kind, true)).length >= SIGN_IN_PER_DAY
        ? { send: false, reason: `the address had ${SIGN_IN_PER_DAY} sign-in links in the last day` }
        : { send: true, invitation: false };
    // An answer to the player's own reply (only confirmed addresses get replyable email).
    if (kind === 'answer' && state.confirmed) {
      const answers = this.recent(now, bucketOf(kind, true));
      if (answers.filter((time) => time > now - HOUR).length >= ANSWERS_PER_HOUR)
        return { send: false, reason: `the address had ${ANSWERS_PER_HOUR} answers to its replies in the last hour` };
      if (answers.length >= ANSWERS_PER_DAY)
        return { send: false, reason: `the address had ${ANSWERS_PER_DAY} answers to its replies in the last day` };
      return { send: true, invitation: false };
    }
    const sent = this.recent(now);
    if (!state.confirmed) {
      if (kind === 'game' && game && state.invited.includes(game))
        return {
          send: false,
          reason: 'the address has not confirmed: it had its invitation to this game and gets nothing more',
        };
      if (kind !== 'game' && kind !== 'sign-in')
        return { send: false, reason: 'the address has not confirmed that it wants email from Orrery' };
      if (sent.length >= UNCONFIRMED_PER_DAY)
        return {
          send: false,
          reason: `the address has not confirmed and had ${UNCONFIRMED_PER_DAY} emails in the last day`,
        };
      return { send: true, invitation: kind === 'game' };
    }
    const joined =
      joinedAlready || game === null || [game, ...joinedVia].some((each) => (state.joined ?? []).includes(each));
    if (kind === 'game' && !joined && game !== null) {
      if (state.invited.includes(game))
        return {
          send: false,
          reason: 'the address has not joined this game: it had its invitation and gets nothing more',
        };
      const invitations = (this.ctx.storage.kv.get<number[]>('invitations') ?? []).filter((time) => time > now - DAY);
      if (invitations.length >= INVITATIONS_PER_DAY)
        return { send: false, reason: `the address had ${INVITATIONS_PER_DAY} invitations in the last day` };
    }
    if (sent.filter((time) => time > now - HOUR).length >= CONFIRMED_PER_HOUR)
      return { send: false, reason: `the address had ${CONFIRMED_PER_HOUR} emails in the last hour` };
    if (sent.length >= CONFIRMED_PER_DAY)
      return { send: false, reason: `the address had ${CONFIRMED_PER_DAY} emails in the last day` };
    return { send: true, invitation: kind === 'game' && !joined };
  }

  /**
   * The owner of the address wants this game's emails (see above), or a tournament's
   * (`t:<id>`): confirms the address too, since only its owner can have shown that.
   */
  async join(game: string, options: { readonly carriesToRematch?: boolean } = {}): Promise<RecipientStatus> {
    const state = this.read();
    const kept = (list: readonly string[] | undefined) => (list ?? []).filter((each) => each !== game);
    const series =
      options.carriesToRematch === false ? (state.series ?? []) : [...kept(state.series), game].slice(-JOINED_KEPT);
    this.write({
      ...state,
      confirmed: true,
      stopped: false,
      joined: [...kept(state.joined), game].slice(-JOINED_KEPT),
      series,
    });
    return this.status();
  }

  /** Whether the address joined `game` in a way that carries to its rematch (see `series`). */
  async joinsRematchOf(game: string): Promise<boolean> {
    return (this.read().series ?? []).includes(game);
  }

  /** The owner of the address clicked a link only its inbox received: email may come. */
  async confirm(): Promise<RecipientStatus> {
    const state = { ...this.read(), confirmed: true, stopped: false };
    this.write(state);
    return this.status();
  }

  /** One-click unsubscribe from everything: nothing more is sent until the address confirms again. */
  async stop(): Promise<RecipientStatus> {
    this.write({ ...this.read(), stopped: true });
    return this.status();
  }

  async status(): Promise<RecipientStatus> {
    const { confirmed, stopped, sessionGeneration } = this.read();
    return { confirmed, stopped, sessionGeneration };
  }

  /** Signs out every browser signed in as this address (their cookies carry an older generation). */
  async revokeSessions(): Promise<number> {
    const state = this.read();
    const sessionGeneration = state.sessionGeneration + 1;
    this.write({ ...state, sessionGeneration });
    return sessionGeneration;
  }

  /**
   * The address's account erased (docs/privacy.md): everything kept here goes, and the
   * address is as a stranger's again (unconfirmed: no game's email reaches it until its
   * owner joins a game anew), except that every session stays revoked: the generation
   * only rises, so no cookie made before works again.
   */
  async erase(): Promise<RecipientStatus> {
    const { sessionGeneration } = this.read();
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.write({ ...FRESH, sessionGeneration: sessionGeneration + 1 });
    return this.status();
  }

  /** Old decisions and send times are forgotten a few days on. */
  private async keepTidy(now: number): Promise<void> {
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(now + DAY);
  }

  override async alarm(): Promise<void> {
    const now = Date.now();
    for (const [key, value] of this.ctx.storage.kv.list<{ at: number }>({ prefix: 'decision:' }))
      if (value.at < now - KEEP_DECISIONS) this.ctx.storage.kv.delete(key);
    this.ctx.storage.kv.put('sent', this.recent(now));
    this.ctx.storage.kv.put('sent:sign-in', this.recent(now, 'sent:sign-in'));
    this.ctx.storage.kv.put('sent:answer', this.recent(now, 'sent:answer'));
    if ([...this.ctx.storage.kv.list({ prefix: 'decision:', limit: 1 })].length > 0)
      await this.ctx.storage.setAlarm(now + DAY);
  }
}

/** A confirmed address's sign-in links and answers count apart from everything else. */
const bucketOf = (kind: MailKind, confirmed: boolean): string =>
  kind === 'sign-in' && confirmed ? 'sent:sign-in' : kind === 'answer' ? 'sent:answer' : 'sent';

/** The object of an address (lowercased: addresses are compared without case everywhere). */
export const recipientOf = async (namespace: DurableObjectNamespace<Recipient>, address: string) => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(address.trim().toLowerCase()));
  const name = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return namespace.get(namespace.idFromName(name));
};
