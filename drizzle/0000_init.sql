CREATE TABLE `app_meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`detail` text
);
--> statement-breakpoint
CREATE TABLE `session` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `contact_bericht` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`category` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`created_at` integer NOT NULL,
	`mail_state` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_error` text,
	`sent_at` integer,
	`handled_at` integer
);
--> statement-breakpoint
CREATE INDEX `contact_bericht_mail_state_idx` ON `contact_bericht` (`mail_state`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `geschiedenis` (
	`id` text PRIMARY KEY NOT NULL,
	`titel` text NOT NULL,
	`beginjaar` integer NOT NULL,
	`eindjaar` integer,
	`aalmoezenier` text,
	`groepsleiding` text,
	`jaarleuze` text,
	`kamp` text,
	`kenteken` text,
	`dokter` text,
	`tandarts` text,
	`notities` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `geschiedenis_beginjaar_idx` ON `geschiedenis` (`beginjaar`);--> statement-breakpoint
CREATE TABLE `geschiedenis_artikel` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`geschiedenis_id` text NOT NULL,
	`titel` text,
	`artikel` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`geschiedenis_id`) REFERENCES `geschiedenis`(`id`) ON UPDATE cascade ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `geschiedenis_artikel_geschiedenis_idx` ON `geschiedenis_artikel` (`geschiedenis_id`);--> statement-breakpoint
CREATE TABLE `leiding` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`tel` text DEFAULT '' NOT NULL,
	`imagename` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `leiding_tak` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`leiding_id` integer NOT NULL,
	`tak_id` integer NOT NULL,
	FOREIGN KEY (`leiding_id`) REFERENCES `leiding`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tak_id`) REFERENCES `tak`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `leiding_tak_leiding_idx` ON `leiding_tak` (`leiding_id`);--> statement-breakpoint
CREATE INDEX `leiding_tak_tak_idx` ON `leiding_tak` (`tak_id`);--> statement-breakpoint
CREATE TABLE `nieuws_cache` (
	`key` text PRIMARY KEY NOT NULL,
	`json` text NOT NULL,
	`fetched_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `nieuwsbrief_inschrijving` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `nieuwsbrief_inschrijving_email_unique` ON `nieuwsbrief_inschrijving` (`email`);--> statement-breakpoint
CREATE TABLE `tak` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`leeftijd` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`color` text DEFAULT '#3D8B37' NOT NULL,
	`beschrijving` text DEFAULT '' NOT NULL,
	`boekje` text,
	`boekje_updated_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tak_name_unique` ON `tak` (`name`);