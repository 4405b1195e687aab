CREATE TABLE `activiteit_kamp` (
	`activiteit_id` integer PRIMARY KEY NOT NULL,
	`vertrek_plaats` text,
	`terugkeer_plaats` text,
	`adres` text,
	`prijs_cent` integer,
	`steun` text,
	`paklijst` text DEFAULT '[]' NOT NULL,
	`inschrijving_url` text,
	`inschrijving_deadline` text,
	`contact` text,
	FOREIGN KEY (`activiteit_id`) REFERENCES `activiteit`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `kamp_document` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`activiteit_id` integer NOT NULL,
	`titel` text NOT NULL,
	`bestand` text NOT NULL,
	`grootte` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`activiteit_id`) REFERENCES `activiteit_kamp`(`activiteit_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `kamp_document_activiteit_idx` ON `kamp_document` (`activiteit_id`);