CREATE TABLE `boekje` (
	`tak_id` integer NOT NULL,
	`maand` text NOT NULL,
	`bestand` text NOT NULL,
	`uploaded_at` integer NOT NULL,
	`demo` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`tak_id`, `maand`),
	FOREIGN KEY (`tak_id`) REFERENCES `tak`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `activiteit` ADD `vervangen_door` integer REFERENCES activiteit(id);--> statement-breakpoint
-- hand-written: each tak's one booklet becomes the booklet of the month it was uploaded in (Brussels, taken as UTC+1:
-- at worst a booklet uploaded in the last hour of a summer month counts for the next), a demo booklet stays marked as
-- demo. Only then the tak's three columns go (drizzle-kit wrote the DROP statements below, after a second schema change).
INSERT INTO `boekje` (`tak_id`, `maand`, `bestand`, `uploaded_at`, `demo`)
SELECT `id`, strftime('%Y-%m', coalesce(`boekje_updated_at`, unixepoch() * 1000) / 1000, 'unixepoch', '+1 hour'), `boekje`, coalesce(`boekje_updated_at`, unixepoch() * 1000), `boekje_demo`
FROM `tak` WHERE `boekje` IS NOT NULL;
--> statement-breakpoint
ALTER TABLE `tak` DROP COLUMN `boekje`;--> statement-breakpoint
ALTER TABLE `tak` DROP COLUMN `boekje_updated_at`;--> statement-breakpoint
ALTER TABLE `tak` DROP COLUMN `boekje_demo`;