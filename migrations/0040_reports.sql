-- Reports of a message, a player's name or a game (src/worker/moderation/reports.ts), with
-- what was reported copied as it was when reported. Written by hand (migrations 0040-0044).
CREATE TABLE `reports` (
	`id` text PRIMARY KEY NOT NULL,
	`reporter_id` text NOT NULL,
	`subject_id` text,
	`kind` text NOT NULL,
	`reason` text NOT NULL,
	`details` text NOT NULL,
	`game_id` text,
	`message_seq` integer,
	`content` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`closed_at` integer,
	`closed_by` text
);
--> statement-breakpoint
CREATE INDEX `reports_status_created` ON `reports` (`status`,`created_at`);
--> statement-breakpoint
CREATE INDEX `reports_reporter_created` ON `reports` (`reporter_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `reports_subject_created` ON `reports` (`subject_id`,`created_at`);
