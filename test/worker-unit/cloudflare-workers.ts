/**
 * `cloudflare:workers` in Node, for the Worker's pure code that shares a module with a
 * Durable Object class (tournament-mail.ts reaches src/worker/mail/recipient.ts): the class may be
 * imported, never made. An object's tests run in workerd, under test/worker/.
 */
export class DurableObject {
  constructor() {
    throw new Error('a Durable Object runs only in workerd: test it under test/worker/');
  }
}
