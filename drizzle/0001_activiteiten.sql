CREATE TABLE `activiteit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`titel` text NOT NULL,
	`hele_groep` integer DEFAULT false NOT NULL,
	`start` integer NOT NULL,
	`einde` integer,
	`plaats` text,
	`beschrijving` text,
	`meebrengen` text,
	`afbeelding` text,
	`nieuws` integer DEFAULT false NOT NULL,
	`afgelast` integer DEFAULT false NOT NULL,
	`reden` text,
	`sequence` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `activiteit_start_idx` ON `activiteit` (`start`);--> statement-breakpoint
CREATE TABLE `activiteit_tak` (
	`activiteit_id` integer NOT NULL,
	`tak_id` integer NOT NULL,
	PRIMARY KEY(`activiteit_id`, `tak_id`),
	FOREIGN KEY (`activiteit_id`) REFERENCES `activiteit`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tak_id`) REFERENCES `tak`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `activiteit_tak_tak_idx` ON `activiteit_tak` (`tak_id`);--> statement-breakpoint
CREATE TABLE `mededeling` (
	`id` integer PRIMARY KEY NOT NULL,
	`tekst` text NOT NULL,
	`link` text,
	`zichtbaar_tot` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `facebook_event` (
	`page_id` text NOT NULL,
	`id` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`cover` text,
	`start_time` text,
	`place` text,
	`details_at` integer,
	`fetched_at` integer NOT NULL,
	PRIMARY KEY(`page_id`, `id`)
);
--> statement-breakpoint
CREATE INDEX `facebook_event_start_idx` ON `facebook_event` (`start_time`);--> statement-breakpoint
-- The last good Facebook list (one JSON row per page) becomes one row per event, so nothing disappears on upgrade.
INSERT OR IGNORE INTO `facebook_event` (`page_id`, `id`, `name`, `description`, `cover`, `start_time`, `place`, `fetched_at`)
SELECT substr(c.`key`, 8), json_extract(e.value, '$.id'), coalesce(json_extract(e.value, '$.name'), ''),
  coalesce(json_extract(e.value, '$.description'), ''), json_extract(e.value, '$.cover.source'),
  json_extract(e.value, '$.start_time'), json_extract(e.value, '$.place.name'), c.`fetched_at`
FROM `nieuws_cache` c, json_each(c.`json`) e
WHERE c.`key` LIKE 'events:%' AND json_valid(c.`json`) AND json_extract(e.value, '$.id') IS NOT NULL;
--> statement-breakpoint
DROP TABLE `nieuws_cache`;
