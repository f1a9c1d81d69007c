-- The tournaments' lists a page at a time (src/worker/tournaments/tournament-list.ts): each
-- list walks its status's index in its order, ending in the id, from a cursor.
DROP INDEX `tournaments_status_start`;--> statement-breakpoint
CREATE INDEX `tournaments_status_start` ON `tournaments` (`status`,`starts_at`,`id`);--> statement-breakpoint
CREATE INDEX `tournaments_status_updated` ON `tournaments` (`status`,`updated_at`,`id`);
