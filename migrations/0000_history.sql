CREATE TABLE `games` (
	`id` text PRIMARY KEY NOT NULL,
	`game` text NOT NULL,
	`variant` text NOT NULL,
	`players` text NOT NULL,
	`status` text NOT NULL,
	`ply` integer NOT NULL,
	`to_move` text,
	`winner` text,
	`reason` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `games_updated` ON `games` (`updated_at`);--> statement-breakpoint
CREATE INDEX `games_status_updated` ON `games` (`status`,`updated_at`);--> statement-breakpoint
CREATE TABLE `moves` (
	`game_id` text NOT NULL,
	`ply` integer NOT NULL,
	`side` text NOT NULL,
	`notation` text NOT NULL,
	`played_at` integer NOT NULL,
	PRIMARY KEY(`game_id`, `ply`)
);
