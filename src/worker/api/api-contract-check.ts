/**
 * The browser's contract (shared/api-contract.ts) held to the routes, at compile time
 * only: every endpoint it names is one the API serves (ApiEndpoint), and the answer it
 * promises is what the route's handler gives, as Hono types it from the code. A route
 * that changes its answer, or goes, fails to compile here until the contract follows.
 */
import type { ApiCall, AnswerOf } from '../../shared/api-contract.ts';
import type { JSONParsed } from 'hono/utils/types';
import type { ApiEndpoint, ApiSchema } from './api-routes.ts';

type RouteOf<Call extends string> = Call extends `${infer Method} /api${infer Path}`
  ? Path extends keyof ApiSchema
    ? `$${Lowercase<Method>}` extends keyof ApiSchema[Path]
      ? ApiSchema[Path][`$${Lowercase<Method>}`]
      : never
    : never
  : never;

/** The JSON a route answers with when it succeeds (its `output`; errors are thrown, not returned). */
type RouteAnswer<Call extends string> = RouteOf<Call> extends { output: infer Output } ? Output : never;

/**
 * The calls whose route answers something the contract does not promise: must be none.
 * Both sides are read as JSON the way Hono reads a route's answer (JSONParsed), so a
 * recursive type such as an analysis tree compares as deep as Hono types it.
 */
type Mismatched = {
  [Call in ApiCall]: [RouteAnswer<Call>] extends [JSONParsed<AnswerOf<Call>>] ? never : Call;
}[ApiCall];

const everyCallIsServed: readonly ApiEndpoint[] = [] as ApiCall[];
const everyAnswerAsPromised: [Mismatched] extends [never] ? true : Mismatched = true;

export type ContractChecked = [typeof everyCallIsServed, typeof everyAnswerAsPromised];
