CREATE TABLE `explorer_evaluations` (
	`key` text PRIMARY KEY NOT NULL,
	`score` integer NOT NULL,
	`best` text NOT NULL,
	`depth` integer NOT NULL,
	`nodes` integer NOT NULL
);
