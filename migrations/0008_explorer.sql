CREATE TABLE `explorer_evaluations` (
	`key` text PRIMARY KEY NOT NULL,
	`score` integer NOT NULL,
	`best` text NOT NULL,
	`depth` integer NOT NULL,
	`nodes` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `explorer_games` (
	`key` text NOT NULL,
	`game_id` text NOT NULL,
	`ended_at` integer NOT NULL,
	`rating` integer,
	PRIMARY KEY(`key`, `game_id`)
);
--> statement-breakpoint
CREATE INDEX `explorer_games_newest` ON `explorer_games` (`key`,`ended_at`);--> statement-breakpoint
CREATE INDEX `explorer_games_rated` ON `explorer_games` (`key`,`rating`);--> statement-breakpoint
CREATE TABLE `explorer_moves` (
	`key` text NOT NULL,
	`move` text NOT NULL,
	`games` integer NOT NULL,
	`first_wins` integer NOT NULL,
	`second_wins` integer NOT NULL,
	`draws` integer NOT NULL,
	PRIMARY KEY(`key`, `move`)
);
