CREATE TABLE `tak_oud_adres` (
	`slug` text PRIMARY KEY NOT NULL,
	`tak_id` integer NOT NULL,
	`sinds` integer NOT NULL,
	FOREIGN KEY (`tak_id`) REFERENCES `tak`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `tak` ADD `slug` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tak` ADD `soort` text DEFAULT 'leeftijd' NOT NULL;--> statement-breakpoint
ALTER TABLE `tak` ADD `volgorde` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `tak` ADD `logo` text;--> statement-breakpoint
ALTER TABLE `tak` ADD `gestopt_op` integer;--> statement-breakpoint
UPDATE `tak` SET `slug` = lower(`name`), `volgorde` = `id`;--> statement-breakpoint
UPDATE `tak` SET `soort` = 'rol' WHERE `name` = 'Takleiding';--> statement-breakpoint
UPDATE `tak` SET `soort` = 'vrienden' WHERE `id` > 6 AND lower(`name`) = 'mastworp';--> statement-breakpoint
UPDATE `tak` SET `soort` = 'leiding' WHERE `id` > 6 AND `soort` = 'leeftijd';--> statement-breakpoint
UPDATE `tak` SET `logo` = lower(`name`) WHERE `id` <= 9 AND lower(`name`) IN ('kapoenen', 'welpen', 'pioniers', 'jongverkenners', 'verkenners', 'jin', 'leiding', 'groepsleiding', 'mastworp');--> statement-breakpoint
INSERT INTO `tak_oud_adres` (`slug`, `tak_id`, `sinds`) SELECT 'jonggivers', `id`, 0 FROM `tak` WHERE lower(`name`) = 'jongverkenners' AND NOT EXISTS (SELECT 1 FROM `tak` WHERE lower(`name`) = 'jonggivers');--> statement-breakpoint
INSERT INTO `tak_oud_adres` (`slug`, `tak_id`, `sinds`) SELECT 'givers', `id`, 0 FROM `tak` WHERE lower(`name`) = 'verkenners' AND NOT EXISTS (SELECT 1 FROM `tak` WHERE lower(`name`) = 'givers');--> statement-breakpoint
CREATE UNIQUE INDEX `tak_slug_unique` ON `tak` (`slug`);--> statement-breakpoint
CREATE INDEX `tak_volgorde_idx` ON `tak` (`volgorde`);