CREATE TABLE IF NOT EXISTS `conditional_plies` (
	`ply` integer PRIMARY KEY NOT NULL,
	`side` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `forecasts` (
	`side` text PRIMARY KEY NOT NULL,
	`ply` integer NOT NULL,
	`lines` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `history_cut` (
	`key` integer PRIMARY KEY NOT NULL,
	`ply` integer NOT NULL,
	CONSTRAINT "history_cut_one_row" CHECK("history_cut"."key" = 1)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `history_outbox` (
	`ply` integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `mail_outbox` (
	`key` text PRIMARY KEY NOT NULL,
	`notice` integer NOT NULL,
	`side` text NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`due_at` integer NOT NULL,
	`detail` text
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `mail_outbox_due` ON `mail_outbox` (`state`,`due_at`);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `moves` (
	`ply` integer PRIMARY KEY NOT NULL,
	`side` text NOT NULL,
	`notation` text NOT NULL,
	`position` text NOT NULL,
	`events` text NOT NULL,
	`played_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `notices` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`side` text,
	`ply` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `published` (
	`key` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	CONSTRAINT "published_one_row" CHECK("published"."key" = 1)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `room` (
	`key` integer PRIMARY KEY NOT NULL,
	`body` text NOT NULL,
	CONSTRAINT "room_one_row" CHECK("room"."key" = 1)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `seat_analysis` (
	`side` text PRIMARY KEY NOT NULL,
	`branches` text NOT NULL,
	`moves` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `seat_notes` (
	`side` text PRIMARY KEY NOT NULL,
	`text` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `seen_messages` (
	`message_id` text PRIMARY KEY NOT NULL,
	`seen_at` integer NOT NULL
);
