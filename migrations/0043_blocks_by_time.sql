-- A player's blocks a page at a time, newest first (src/worker/db/blocks.ts `blockedBy`):
-- the blocker's rows in the order of when they were made, the blocked id breaking ties,
-- so a page is one walk of this index from its cursor. Written by hand.
CREATE INDEX `blocks_blocker_time` ON `blocks` (`blocker_id`,`created_at`,`blocked_id`);
