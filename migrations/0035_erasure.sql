CREATE TABLE `erasure_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `erasure_links_email` ON `erasure_links` (`email`);--> statement-breakpoint
CREATE INDEX `erasure_links_expires` ON `erasure_links` (`expires_at`);--> statement-breakpoint
CREATE INDEX `sign_in_links_email` ON `sign_in_links` (`email`);
