CREATE TABLE `aanvraag` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`naam` text NOT NULL,
	`slug` text NOT NULL,
	`email` text NOT NULL,
	`over` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`aangemaakt` integer NOT NULL,
	`behandeld` integer
);
--> statement-breakpoint
CREATE TABLE `groep` (
	`slug` text PRIMARY KEY NOT NULL,
	`naam` text NOT NULL,
	`domeinen` text DEFAULT '[]' NOT NULL,
	`geschorst` integer DEFAULT false NOT NULL,
	`aangemaakt` integer NOT NULL,
	`verwijderd_op` integer
);
--> statement-breakpoint
CREATE TABLE `groep_domein` (
	`domein` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	FOREIGN KEY (`slug`) REFERENCES `groep`(`slug`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `groep_domein_slug` ON `groep_domein` (`slug`);--> statement-breakpoint
CREATE TABLE `hosting_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`wie` text NOT NULL,
	`actie` text NOT NULL,
	`slug` text,
	`detail` text
);
--> statement-breakpoint
CREATE INDEX `hosting_audit_at` ON `hosting_audit` (`at`);--> statement-breakpoint
CREATE TABLE `hosting_sessie` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`verloopt_op` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `installatie_meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
