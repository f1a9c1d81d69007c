ALTER TABLE `mail_outbox` ADD `channel` text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `hook` text;