export function writeArchive(options: { databaseFile: string; dataDir: string; archive: string; work: string }): Promise<void>;
export class ArchiefGeweigerd extends Error {}
export const CHECK_TIMEOUT_MS: number;
export function unpackArchive(
  archive: string,
  work: string,
  options: { maxBytes: number; tooLarge: string; migrationsFolder: string; timeoutMs?: number },
): Promise<{ database: string; naam: string | null }>;
export function checkFolder(work: string, options: { migrationsFolder: string; timeoutMs?: number }): Promise<{ database: string; naam: string | null }>;
export function replaceFileFolders(work: string, dataDir: string): void;
