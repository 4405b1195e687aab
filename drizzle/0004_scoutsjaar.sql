CREATE TABLE `scoutsjaar` (
	`beginjaar` integer PRIMARY KEY NOT NULL,
	`bekendmaking` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
-- SQLite adds a NOT NULL column only with a default; every existing row gets its real year just below.
ALTER TABLE `leiding_tak` ADD `beginjaar` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `leiding_tak_beginjaar_idx` ON `leiding_tak` (`beginjaar`,`tak_id`);--> statement-breakpoint
-- The existing assignments are the current scouting year's (1 September in Brussels starts a year; Brussels is
-- UTC+2 around 1 September, hence the two hours).
UPDATE `leiding_tak` SET `beginjaar` = CAST(strftime('%Y', 'now', '+2 hours') AS integer) - (CASE WHEN CAST(strftime('%m', 'now', '+2 hours') AS integer) >= 9 THEN 0 ELSE 1 END);--> statement-breakpoint
-- That year counts as revealed since always (0), so nothing visible changes.
INSERT INTO `scoutsjaar` (`beginjaar`, `bekendmaking`, `created_at`, `updated_at`)
	SELECT DISTINCT `beginjaar`, 0, CAST(unixepoch('now') AS integer) * 1000, CAST(unixepoch('now') AS integer) * 1000 FROM `leiding_tak`;
