-- What moderators have done to a player that still holds (src/worker/db/standing.ts): a
-- site-wide mute until a time, a bar from rated play, a forced rename still to be answered,
-- a closed account. No row: nothing. Written by hand.
CREATE TABLE `player_standing` (
	`player_id` text PRIMARY KEY NOT NULL,
	`muted_until` integer,
	`rated_barred` integer DEFAULT false NOT NULL,
	`must_rename` integer DEFAULT false NOT NULL,
	`closed_at` integer
);
