DROP INDEX `seats_player`;--> statement-breakpoint
CREATE INDEX `seats_player_game` ON `seats` (`player_id`,`game_id`);