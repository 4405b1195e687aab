export function writeArchive(options: { databaseFile: string; dataDir: string; archive: string; work: string }): Promise<void>;
export function unpackArchive(archive: string, work: string): Promise<string>;
export function replaceFileFolders(work: string, dataDir: string): void;
