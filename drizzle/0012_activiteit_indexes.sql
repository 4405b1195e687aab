CREATE INDEX `activiteit_nieuws_start_idx` ON `activiteit` (`nieuws`,`start`);--> statement-breakpoint
CREATE INDEX `activiteit_vervangen_door_idx` ON `activiteit` (`vervangen_door`);--> statement-breakpoint
-- hand-written: when an activity is over, as the lists of coming activities ask it (activiteiten.server.ts ROUGH_END).
CREATE INDEX `activiteit_einde_idx` ON `activiteit` (coalesce(`einde`, `start` + 86400000));
