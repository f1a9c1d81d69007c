-- Lists of a player's games a page at a time (docs/scale.md, "Lists a page at a time"):
-- each seat carries its game's last change and whether it waits for its player, so a
-- player's page and /me walk one index from a cursor instead of sorting all their games.
ALTER TABLE `seats` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `seats` ADD `waiting` integer DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE `seats` SET
	`updated_at` = (SELECT `games`.`updated_at` FROM `games` WHERE `games`.`id` = `seats`.`game_id`),
	`waiting` = (SELECT `games`.`status` = 'ongoing' AND `games`.`to_move` = `seats`.`side` FROM `games` WHERE `games`.`id` = `seats`.`game_id`)
WHERE EXISTS (SELECT 1 FROM `games` WHERE `games`.`id` = `seats`.`game_id`);--> statement-breakpoint
DROP INDEX `seats_email`;--> statement-breakpoint
CREATE INDEX `seats_email_page` ON `seats` (`email`,`waiting`,`updated_at`,`game_id`);--> statement-breakpoint
CREATE INDEX `seats_player_page` ON `seats` (`player_id`,`updated_at`,`game_id`);
