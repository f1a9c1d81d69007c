-- Whether a bot's push endpoint answers (docs/bots.md, "Push"): null without one, 1 while
-- its last delivery or health ping was taken, 0 once they fail. Shown on the bot's page.
ALTER TABLE `bots` ADD `push_operational` integer;
