CREATE TABLE `inbound_mail` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`side` text NOT NULL,
	`received_at` integer NOT NULL,
	`message_id` text,
	`outcome` text NOT NULL,
	`detail` text NOT NULL
);
