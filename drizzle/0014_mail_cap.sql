CREATE TABLE `mail_cap` (
	`kind` text NOT NULL,
	`recipient` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`kind`, `recipient`)
);
