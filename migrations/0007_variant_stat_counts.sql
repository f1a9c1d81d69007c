CREATE TABLE `variant_stat_counts` (
	`game` text NOT NULL,
	`variant` text NOT NULL,
	`scope` text NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`game`, `variant`, `scope`, `kind`, `key`)
);
