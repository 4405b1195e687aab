CREATE TABLE `melding_inschrijving` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kanaal` text NOT NULL,
	`adres` text NOT NULL,
	`p256dh` text,
	`auth` text,
	`aangemaakt_op` integer NOT NULL,
	`bevestigd_op` integer,
	`bevestig_token_hash` text,
	`bevestig_verstuurd_op` integer,
	`beheer_token` text,
	`gepauzeerd` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `melding_inschrijving_beheer_token_unique` ON `melding_inschrijving` (`beheer_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `melding_inschrijving_adres_idx` ON `melding_inschrijving` (`kanaal`,`adres`);--> statement-breakpoint
CREATE INDEX `melding_inschrijving_bevestig_idx` ON `melding_inschrijving` (`bevestig_token_hash`);--> statement-breakpoint
CREATE TABLE `melding_inschrijving_tak` (
	`inschrijving_id` integer NOT NULL,
	`tak_id` integer NOT NULL,
	PRIMARY KEY(`inschrijving_id`, `tak_id`),
	FOREIGN KEY (`inschrijving_id`) REFERENCES `melding_inschrijving`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tak_id`) REFERENCES `tak`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `melding_inschrijving_tak_tak_idx` ON `melding_inschrijving_tak` (`tak_id`);--> statement-breakpoint
CREATE TABLE `melding_wijziging` (
	`activiteit_id` integer PRIMARY KEY NOT NULL,
	`gewijzigd_op` integer NOT NULL,
	`voor` text,
	FOREIGN KEY (`activiteit_id`) REFERENCES `activiteit`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dedup_key` text NOT NULL,
	`kind` text NOT NULL,
	`channel` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`content` text,
	`subscription_id` integer,
	`takken` text,
	`state` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_error` text,
	`created_at` integer NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_dedup_key_unique` ON `outbox` (`dedup_key`);--> statement-breakpoint
CREATE INDEX `outbox_due_idx` ON `outbox` (`state`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `outbox_subscription_idx` ON `outbox` (`subscription_id`);--> statement-breakpoint
-- hand-written: the contact messages' mail states move into the outbox (the next migration drops them from contact_bericht).
INSERT INTO `outbox` (`dedup_key`, `kind`, `channel`, `recipient`, `subject`, `content`, `state`, `attempts`, `next_attempt_at`, `last_error`, `created_at`, `sent_at`)
SELECT 'contact:' || `id`, 'contact', 'mail', '', `subject`, json_object('type', 'contact', 'berichtId', `id`), `mail_state`, `attempts`, `next_attempt_at`, `last_error`, `created_at`, `sent_at`
FROM `contact_bericht` WHERE `mail_state` <> 'stored';
