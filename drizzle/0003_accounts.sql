CREATE TABLE `account` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`naam` text NOT NULL,
	`email` text,
	`rol` text NOT NULL,
	`eigenaar` integer DEFAULT false NOT NULL,
	`password_hash` text,
	`leiding_id` integer,
	`actief` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`last_login_at` integer,
	FOREIGN KEY (`leiding_id`) REFERENCES `leiding`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `account_email_unique` ON `account` (`email`);--> statement-breakpoint
CREATE TABLE `account_tak` (
	`account_id` integer NOT NULL,
	`tak_id` integer NOT NULL,
	PRIMARY KEY(`account_id`, `tak_id`),
	FOREIGN KEY (`account_id`) REFERENCES `account`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tak_id`) REFERENCES `tak`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `auth_link` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`soort` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `account`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auth_link_account_idx` ON `auth_link` (`account_id`);--> statement-breakpoint
ALTER TABLE `audit` ADD `account_id` integer;--> statement-breakpoint
ALTER TABLE `audit` ADD `account_naam` text;--> statement-breakpoint
-- Sessions and tokens now belong to an account: the old shared-password sessions end (the admin logs in again).
DROP TABLE `session`;--> statement-breakpoint
CREATE TABLE `session` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`kind` text NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `account`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `session_account_idx` ON `session` (`account_id`);--> statement-breakpoint
ALTER TABLE `leiding` ADD `toon_foto` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `leiding` ADD `toon_telefoon` integer DEFAULT true NOT NULL;