export const INSTALLATIE: string;
export const GEEN_LIJST: string;
export function groupRoot(slug: string | null): string;
export function installationRoot(naam: string | undefined): string;
/** Which installation holds a group (ADR 0050); the generation grows with every hand-over or take-over. */
export interface Eigenaar {
  installatie: string;
  generatie: number;
  /** Since when (ms). */
  sinds: number;
  /** The installation it came from (a move). */
  van?: string;
}
export function stamp(moment: number): string;
export interface Copy {
  key: string;
  /** When the copy began: it holds every transaction committed before. */
  moment: number;
  /** The SHA-256 of its list of files, or GEEN_LIJST. */
  lijst: string;
  size?: number;
}
export function readCopyKey(key: string): Copy | null;
export interface Bewaren {
  allesUren: number;
  perUurDagen: number;
  perDagDagen: number;
}
export const STANDAARD_BEWAREN: Bewaren;
export function outOfRetention(moments: number[], now: number, bewaren?: Bewaren): number[];
export function fileHash(file: string): Promise<string>;
export interface BucketSettings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Empty, or ending in a slash. */
  prefix: string;
}
export class Bucket {
  constructor(settings: BucketSettings);
  readonly name: string;
  putFile(rest: string, file: string, contentType?: string): Promise<number>;
  putBytes(rest: string, bytes: Buffer, contentType?: string): Promise<void>;
  getToFile(rest: string, file: string, options?: { gunzip?: boolean }): Promise<void>;
  getBytes(rest: string): Promise<Buffer>;
  list(rest: string): Promise<{ key: string; size: number; lastModified: number }[]>;
  listNames(rest: string): Promise<string[]>;
  delete(rests: string[]): Promise<void>;
  owner(root: string): Promise<Eigenaar | null>;
  setOwner(root: string, record: Eigenaar): Promise<void>;
  copies(root: string): Promise<Copy[]>;
  copyAt(root: string, moment?: number): Promise<Copy | null>;
  fileList(root: string, lijst: string): Promise<Record<string, string>>;
  putCopy(root: string, copy: { moment: number; databaseGz: string; files: Record<string, string>; upload: Map<string, string> }): Promise<string>;
  fetchCopy(root: string, copy: Copy, dir: string, options?: { database?: string; parallel?: number }): Promise<{ files: Record<string, string> }>;
  applyRetention(root: string, now: number, bewaren?: Bewaren): Promise<number>;
}
export class CopyWorker {
  constructor(options?: { idleMs?: number });
  /** `began`: every transaction committed before this moment (ms) is in the copy, and little after it. */
  copy(database: string, out: string): Promise<{ began: number; bytes: number; gzipped: number; copyMs: number; gzipMs: number }>;
  stop(): Promise<void>;
}
