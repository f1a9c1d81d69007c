CREATE TABLE `dev_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`idempotency_key` text NOT NULL,
	`to` text NOT NULL,
	`from` text NOT NULL,
	`subject` text NOT NULL,
	`html` text NOT NULL,
	`text` text NOT NULL,
	`reply_to` text,
	`headers` text NOT NULL,
	`sent_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dev_outbox_idempotency_key_unique` ON `dev_outbox` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `digests_sent` (
	`email` text NOT NULL,
	`day` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`email`, `day`)
);
--> statement-breakpoint
CREATE TABLE `seats` (
	`game_id` text NOT NULL,
	`side` text NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`notify` text NOT NULL,
	`token_salt` text,
	PRIMARY KEY(`game_id`, `side`)
);
--> statement-breakpoint
CREATE INDEX `seats_email` ON `seats` (`email`);--> statement-breakpoint
CREATE TABLE `sign_in_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `sign_in_links_expires` ON `sign_in_links` (`expires_at`);--> statement-breakpoint
ALTER TABLE `games` ADD `move_number` integer;--> statement-breakpoint
ALTER TABLE `games` ADD `origin` text;--> statement-breakpoint
ALTER TABLE `games` ADD `deadline` integer;