/**
 * One Durable Object per address being erased (named by the address's SHA-256, as its
 * Recipient is): it keeps the job (erasure-steps.ts) and runs it from its alarm, a few
 * steps a run, until it is done; then it forgets the address and everything else. Why an
 * alarm and not the request that confirms: a player may have thousands of games, each a
 * call to its game's object, and a request may make 50 such calls on the Free plan
 * (docs/platform.md); an alarm runs again after each batch, and again after a failure,
 * so the erasure finishes within minutes whatever the account holds. It ends with a look,
 * some seconds later, for games made just before it that D1 had not listed yet.
 */
import { DurableObject } from 'cloudflare:workers';
import { backoffDelay } from '../../shared/backoff.ts';
import type { Env } from '../platform/env.ts';
import { jobDone, newJob, nextRunAt, runErasure, sweepDelay, type ErasureJob } from './erasure-steps.ts';

const JOB = 'job';
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 5 * 60_000;

export class Erasure extends DurableObject<Env> {
  private failures = 0;

  /** Starts erasing the address (starting again while it runs changes nothing). */
  async start(email: string): Promise<void> {
    if (!this.ctx.storage.kv.get<ErasureJob>(JOB))
      this.ctx.storage.kv.put(JOB, newJob(email, Date.now(), sweepDelay(this.env)));
    await this.ctx.storage.setAlarm(Date.now());
  }

  /** Whether an erasure is still under way here. */
  async pending(): Promise<boolean> {
    return this.ctx.storage.kv.get<ErasureJob>(JOB) !== undefined;
  }

  /**
   * Runs the job until done, now, without waiting for late games to reach D1: for tests
   * and operators whose games are in D1 already (the alarm does the same in steps).
   */
  async finish(): Promise<void> {
    while ((await this.step(false)) !== null) {
      // each step stores where it got to
    }
  }

  /** One run of the job; when the next is due (null: done). */
  private async step(waitForD1: boolean): Promise<number | null> {
    const job = this.ctx.storage.kv.get<ErasureJob>(JOB);
    if (!job) return null;
    const next = await runErasure(this.env, job, Date.now(), waitForD1);
    if (jobDone(next)) {
      await this.ctx.storage.deleteAlarm();
      await this.ctx.storage.deleteAll();
      return null;
    }
    this.ctx.storage.kv.put(JOB, next);
    return nextRunAt(next, Date.now());
  }

  override async alarm(): Promise<void> {
    try {
      const next = await this.step(true);
      this.failures = 0;
      if (next !== null) await this.ctx.storage.setAlarm(next);
    } catch (error) {
      const delay = backoffDelay(this.failures++, FIRST_RETRY_MS, MAX_RETRY_MS);
      console.error(`erasure: a step failed, trying again in ${delay} ms: ${String(error)}`);
      await this.ctx.storage.setAlarm(Date.now() + delay);
    }
  }
}

/** The erasure of an address (lowercased, as everywhere). */
export const erasureOf = async (namespace: DurableObjectNamespace<Erasure>, address: string) => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(address.trim().toLowerCase()));
  const name = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return namespace.get(namespace.idFromName(name));
};
