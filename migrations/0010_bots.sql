-- Bot accounts (src/worker/bots, docs/bots.md): a bot is a player row of its own (its
-- name, page and ratings work as any player's), with its owner and what it plays here,
-- and the credentials it plays with (only their SHA-256 kept).
CREATE TABLE `bots` (
	`player_id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`description` text NOT NULL,
	`games` text NOT NULL,
	`created_at` integer NOT NULL,
	`paused_at` integer,
	`pause_reason` text
);
--> statement-breakpoint
CREATE INDEX `bots_owner` ON `bots` (`owner_id`);
--> statement-breakpoint
CREATE TABLE `bot_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`bot_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`scope` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer,
	`revoked_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bot_tokens_token_hash_unique` ON `bot_tokens` (`token_hash`);
--> statement-breakpoint
CREATE INDEX `bot_tokens_bot` ON `bot_tokens` (`bot_id`);
