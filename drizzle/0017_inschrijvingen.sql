CREATE TABLE `inschrijving` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`activiteit_id` integer NOT NULL,
	`tak_id` integer NOT NULL,
	`naam` text,
	`opmerking` text,
	`email` text,
	`annuleer_token_hash` text,
	`aangemaakt_op` integer NOT NULL,
	`gewist_op` integer,
	FOREIGN KEY (`activiteit_id`) REFERENCES `activiteit`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tak_id`) REFERENCES `tak`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inschrijving_annuleer_token_hash_unique` ON `inschrijving` (`annuleer_token_hash`);--> statement-breakpoint
CREATE INDEX `inschrijving_activiteit_idx` ON `inschrijving` (`activiteit_id`,`aangemaakt_op`);--> statement-breakpoint
CREATE INDEX `inschrijving_gewist_idx` ON `inschrijving` (`gewist_op`,`activiteit_id`);--> statement-breakpoint
ALTER TABLE `activiteit` ADD `inschrijven` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `activiteit` ADD `plaatsen` integer;--> statement-breakpoint
ALTER TABLE `activiteit` ADD `inschrijven_tot` integer;