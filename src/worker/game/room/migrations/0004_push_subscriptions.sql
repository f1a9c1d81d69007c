CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`side` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_seq` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `push_subscriptions_side` ON `push_subscriptions` (`side`);