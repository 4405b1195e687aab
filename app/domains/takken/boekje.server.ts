import fs from "node:fs/promises";
import path from "node:path";
import { dataDir } from "~/config/env.server";

export function boekjesDir(): string {
  return path.join(dataDir(), "boekjes");
}

const BOEKJE_NAME = /^[a-z0-9-]+\.pdf$/;

export async function deleteBoekjeFile(fileName: string | null | undefined): Promise<void> {
  if (!fileName || !BOEKJE_NAME.test(fileName)) return;
  await fs.rm(path.join(boekjesDir(), fileName), { force: true });
}

/** A PDF starts with "%PDF-" (the content decides, not the name or the type the browser claims). */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString("latin1") === "%PDF-";
}
