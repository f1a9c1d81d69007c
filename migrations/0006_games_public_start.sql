ALTER TABLE `games` ADD `public` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `start` text;--> statement-breakpoint
ALTER TABLE `games` ADD `score` text;