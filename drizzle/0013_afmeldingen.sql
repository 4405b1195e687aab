CREATE TABLE `afmelding` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`activiteit_id` integer NOT NULL,
	`tak_id` integer NOT NULL,
	`naam` text,
	`reden` text,
	`email` text,
	`intrek_token_hash` text,
	`aangemaakt_op` integer NOT NULL,
	`gewist_op` integer,
	FOREIGN KEY (`activiteit_id`) REFERENCES `activiteit`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tak_id`) REFERENCES `tak`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `afmelding_intrek_token_hash_unique` ON `afmelding` (`intrek_token_hash`);--> statement-breakpoint
CREATE INDEX `afmelding_activiteit_idx` ON `afmelding` (`activiteit_id`,`tak_id`);--> statement-breakpoint
CREATE INDEX `afmelding_gewist_idx` ON `afmelding` (`gewist_op`,`activiteit_id`);--> statement-breakpoint
CREATE TABLE `melding_aanmelding` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`adres` text NOT NULL,
	`takken` text NOT NULL,
	`herinnering` integer DEFAULT false NOT NULL,
	`token_hash` text NOT NULL,
	`verstuurd_op` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `melding_aanmelding_token_hash_unique` ON `melding_aanmelding` (`token_hash`);--> statement-breakpoint
CREATE INDEX `melding_aanmelding_adres_idx` ON `melding_aanmelding` (`adres`,`verstuurd_op`);--> statement-breakpoint
CREATE TABLE `melding_bericht` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sleutel` text NOT NULL,
	`soort` text NOT NULL,
	`titel` text NOT NULL,
	`inhoud` text NOT NULL,
	`hele_groep` integer DEFAULT false NOT NULL,
	`verstuurd_op` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `melding_bericht_sleutel_unique` ON `melding_bericht` (`sleutel`);--> statement-breakpoint
CREATE INDEX `melding_bericht_verstuurd_idx` ON `melding_bericht` (`verstuurd_op`);--> statement-breakpoint
CREATE TABLE `melding_bericht_tak` (
	`bericht_id` integer NOT NULL,
	`tak_id` integer NOT NULL,
	PRIMARY KEY(`bericht_id`, `tak_id`),
	FOREIGN KEY (`bericht_id`) REFERENCES `melding_bericht`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tak_id`) REFERENCES `tak`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `melding_bericht_tak_tak_idx` ON `melding_bericht_tak` (`tak_id`,`bericht_id`);--> statement-breakpoint
-- hand-written: the sign-ups that wait for their confirmation move to melding_aanmelding, with their token, takken
-- and time, so the links already mailed keep working; melding_inschrijving keeps the confirmed subscriptions, one row
-- per address (unique since 0010, so no address has two to merge), with the evening reminder off as they had it.
INSERT INTO `melding_aanmelding` (`adres`, `takken`, `herinnering`, `token_hash`, `verstuurd_op`)
SELECT i.`adres`, (SELECT json_group_array(t.`tak_id`) FROM `melding_inschrijving_tak` t WHERE t.`inschrijving_id` = i.`id`), 0, i.`bevestig_token_hash`, i.`bevestig_verstuurd_op`
FROM `melding_inschrijving` i
WHERE i.`kanaal` = 'email' AND i.`bevestigd_op` IS NULL AND i.`bevestig_token_hash` IS NOT NULL AND i.`bevestig_verstuurd_op` IS NOT NULL;--> statement-breakpoint
UPDATE `outbox` SET `subscription_id` = NULL WHERE `subscription_id` IN (SELECT `id` FROM `melding_inschrijving` WHERE `bevestigd_op` IS NULL);--> statement-breakpoint
-- Foreign keys are off while migrations run (client.server.ts): the takken go explicitly, not by the cascade.
DELETE FROM `melding_inschrijving_tak` WHERE `inschrijving_id` IN (SELECT `id` FROM `melding_inschrijving` WHERE `bevestigd_op` IS NULL);--> statement-breakpoint
DELETE FROM `melding_inschrijving` WHERE `bevestigd_op` IS NULL;--> statement-breakpoint
DROP INDEX `melding_inschrijving_bevestig_idx`;--> statement-breakpoint
ALTER TABLE `melding_inschrijving` ADD `herinnering` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `melding_inschrijving` DROP COLUMN `bevestig_token_hash`;--> statement-breakpoint
ALTER TABLE `melding_inschrijving` DROP COLUMN `bevestig_verstuurd_op`;