-- Every moderator action (src/worker/moderation/actions.ts): who, when, what, why. Written by hand.
CREATE TABLE `moderation_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`player_id` text,
	`moderator` text NOT NULL,
	`action` text NOT NULL,
	`reason` text NOT NULL,
	`until` integer,
	`report_id` text,
	`detail` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `moderation_log_player` ON `moderation_log` (`player_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `moderation_log_created` ON `moderation_log` (`created_at`);
