DROP INDEX `contact_bericht_mail_state_idx`;--> statement-breakpoint
ALTER TABLE `contact_bericht` DROP COLUMN `mail_state`;--> statement-breakpoint
ALTER TABLE `contact_bericht` DROP COLUMN `attempts`;--> statement-breakpoint
ALTER TABLE `contact_bericht` DROP COLUMN `next_attempt_at`;--> statement-breakpoint
ALTER TABLE `contact_bericht` DROP COLUMN `last_error`;--> statement-breakpoint
ALTER TABLE `contact_bericht` DROP COLUMN `sent_at`;