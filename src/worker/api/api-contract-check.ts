/**
 * The browser's contract (shared/api-contract.ts) held to the routes, at compile time
 * only: every endpoint it names is one the API serves (ApiEndpoint), the body it sends is
 * one the route's validator reads (the `in` type of http/validators.ts's `jsonBody`), and
 * the answer it promises is what the route's handler gives, as Hono types it from the
 * code. A route that changes its body or its answer, or goes, fails to compile here until
 * the contract follows.
 */
import type { ApiCall, AnswerOf, BodyOf } from '../../shared/api-contract.ts';
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

/** The JSON body a route's validator reads (`undefined` for a route that reads none). */
type RouteBody<Call extends string> = RouteOf<Call> extends { input: { json: infer Sent } } ? Sent : undefined;

/** The calls whose contract sends a body the route does not read as sent (or one it does not take): must be none. */
type BodyMismatched = {
  [Call in ApiCall]: [BodyOf<Call>] extends [RouteBody<Call>] ? never : Call;
}[ApiCall];

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

const everyBodyAsRead: [BodyMismatched] extends [never] ? true : BodyMismatched = true;

export type ContractChecked = [typeof everyCallIsServed, typeof everyAnswerAsPromised, typeof everyBodyAsRead];
