CREATE TABLE `messages` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`side` text NOT NULL,
	`text` text NOT NULL,
	`sent_at` integer NOT NULL,
	`allowance` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `messages_side` ON `messages` (`side`,`seq`);