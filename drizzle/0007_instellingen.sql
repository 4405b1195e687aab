CREATE TABLE `instelling` (
	`sleutel` text PRIMARY KEY NOT NULL,
	`waarde` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `activiteit` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `geschiedenis` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `leiding` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `mededeling` ADD `demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `tak` ADD `boekje_demo` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `tak` ADD `teksten_bijgewerkt_op` integer;