CREATE TABLE `album` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`titel` text NOT NULL,
	`tak_id` integer,
	`datum` text NOT NULL,
	`activiteit_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tak_id`) REFERENCES `tak`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`activiteit_id`) REFERENCES `activiteit`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `album_datum_idx` ON `album` (`datum`);--> statement-breakpoint
CREATE INDEX `album_activiteit_idx` ON `album` (`activiteit_id`);--> statement-breakpoint
CREATE TABLE `foto` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`album_id` integer NOT NULL,
	`bestand` text NOT NULL,
	`breedte` integer NOT NULL,
	`hoogte` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`album_id`) REFERENCES `album`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `foto_bestand_unique` ON `foto` (`bestand`);--> statement-breakpoint
CREATE INDEX `foto_album_idx` ON `foto` (`album_id`);--> statement-breakpoint
CREATE TABLE `foto_link` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`doelgroep` text NOT NULL,
	`beginjaar` integer NOT NULL,
	`sleutel` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `foto_link_token_hash_unique` ON `foto_link` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `foto_link_doelgroep_jaar_idx` ON `foto_link` (`doelgroep`,`beginjaar`);--> statement-breakpoint
CREATE TABLE `foto_verwijderverzoek` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`foto_id` integer NOT NULL,
	`reden` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`foto_id`) REFERENCES `foto`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `foto_verwijderverzoek_foto_idx` ON `foto_verwijderverzoek` (`foto_id`);