CREATE TABLE `tournaments` (
	`id` text PRIMARY KEY NOT NULL,
	`game` text NOT NULL,
	`variant` text NOT NULL,
	`system` text NOT NULL,
	`status` text NOT NULL,
	`starts_at` integer NOT NULL,
	`summary` text NOT NULL,
	`version` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `tournaments_status_start` ON `tournaments` (`status`,`starts_at`);