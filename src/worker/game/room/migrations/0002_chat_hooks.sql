CREATE TABLE `chat_hooks` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`url` text NOT NULL,
	`secret` text,
	`added_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL
);
