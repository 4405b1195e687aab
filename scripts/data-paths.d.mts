export function dataDirFromEnv(): string;
export function databaseFile(dataDir: string): string;
export const FILE_FOLDERS: string[];
export function isFinishedFile(file: string): boolean;
export function serverMigrationsFolder(): string;
