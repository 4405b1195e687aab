ALTER TABLE `nieuwsbrief_inschrijving` ADD `unsubscribe_token_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `nieuwsbrief_inschrijving_unsubscribe_token_hash_unique` ON `nieuwsbrief_inschrijving` (`unsubscribe_token_hash`);--> statement-breakpoint
-- hand-written: the unsubscribe links already mailed keep working, so each stored token becomes its hash (SHA3-256,
-- which SQLite in libSQL computes itself; the domain hashes a presented token the same way). Only then the plain
-- column goes (drizzle-kit wrote the two DROP statements below, after a second schema change).
UPDATE `nieuwsbrief_inschrijving` SET `unsubscribe_token_hash` = lower(hex(sha3(`unsubscribe_token`, 256))) WHERE `unsubscribe_token` IS NOT NULL;--> statement-breakpoint
DROP INDEX `nieuwsbrief_inschrijving_unsubscribe_token_unique`;--> statement-breakpoint
ALTER TABLE `nieuwsbrief_inschrijving` DROP COLUMN `unsubscribe_token`;
