CREATE TABLE `players` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `players_email_unique` ON `players` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `players_name_unique` ON `players` (`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `players_name_key_unique` ON `players` (`name_key`);--> statement-breakpoint
CREATE TABLE `rating_changes` (
	`player_id` text NOT NULL,
	`game` text NOT NULL,
	`variant` text NOT NULL,
	`seq` integer NOT NULL,
	`game_id` text NOT NULL,
	`opponent_id` text NOT NULL,
	`score` real NOT NULL,
	`rating_before` real NOT NULL,
	`rating` real NOT NULL,
	`deviation` real NOT NULL,
	`volatility` real NOT NULL,
	`rated_at` integer NOT NULL,
	PRIMARY KEY(`player_id`, `game`, `variant`, `seq`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rating_changes_game_player` ON `rating_changes` (`game_id`,`player_id`);--> statement-breakpoint
ALTER TABLE `seats` ADD `player_id` text;--> statement-breakpoint
CREATE INDEX `seats_player` ON `seats` (`player_id`);