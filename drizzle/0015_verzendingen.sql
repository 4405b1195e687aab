CREATE TABLE `verzending` (
	`account_id` integer NOT NULL,
	`sleutel` text NOT NULL,
	`doel` text NOT NULL,
	`antwoord` text,
	`aangemaakt_op` integer NOT NULL,
	PRIMARY KEY(`account_id`, `sleutel`)
);
--> statement-breakpoint
CREATE INDEX `verzending_aangemaakt_idx` ON `verzending` (`aangemaakt_op`);