ALTER TABLE `nieuwsbrief_inschrijving` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `nieuwsbrief_inschrijving` ADD `confirm_token_hash` text;--> statement-breakpoint
ALTER TABLE `nieuwsbrief_inschrijving` ADD `confirm_sent_at` integer;--> statement-breakpoint
ALTER TABLE `nieuwsbrief_inschrijving` ADD `unsubscribe_token` text;--> statement-breakpoint
-- Written by hand: sign-ups from before the double opt-in count as confirmed, and every row gets its unsubscribe token.
UPDATE `nieuwsbrief_inschrijving` SET `confirmed_at` = `created_at`, `unsubscribe_token` = lower(hex(randomblob(16)));--> statement-breakpoint
CREATE UNIQUE INDEX `nieuwsbrief_inschrijving_unsubscribe_token_unique` ON `nieuwsbrief_inschrijving` (`unsubscribe_token`);--> statement-breakpoint
CREATE INDEX `nieuwsbrief_inschrijving_confirm_token_idx` ON `nieuwsbrief_inschrijving` (`confirm_token_hash`);