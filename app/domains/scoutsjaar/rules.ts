// The scouting year: 1 September to 31 August, in Brussels. A year is stored as the calendar year it begins in
// (2025 is "2025-2026"), which sorts and counts; the label is what people read and what URLs carry.
import { brusselsDateKey } from "~/lib/days";

const LABEL = /^(\d{4})-(\d{4})$/;

/** "2025-2026" for 2025. */
export function jaarLabel(beginjaar: number): string {
  return `${beginjaar}-${beginjaar + 1}`;
}

/** 2025 for "2025-2026"; null for anything else ("2025-2027", "2025", "abc"). */
export function parseJaarLabel(value: string | null | undefined): number | null {
  const m = LABEL.exec(value?.trim() ?? "");
  if (!m) return null;
  const begin = Number(m[1]);
  return Number(m[2]) === begin + 1 && begin >= 1900 && begin < 3000 ? begin : null;
}

/** The scouting year the calendar says an instant falls in (Brussels time): 1 September starts the next one. */
export function kalenderBeginjaar(ms: number): number {
  const [year, month] = brusselsDateKey(ms).split("-").map(Number) as [number, number];
  return month >= 9 ? year : year - 1;
}

export interface JaarRij {
  beginjaar: number;
  /** The reveal moment; null while the draft has no moment yet (then it stays hidden). */
  bekendmaking: number | null;
}

/**
 * The year the public sees: the latest year whose reveal has passed. The calendar only decides when no year was ever
 * revealed (a new installation): a year never changes by the date alone, so a group that has not prepared its next
 * year keeps showing its leaders instead of an empty page on 1 September.
 */
export function publiekBeginjaar(jaren: readonly JaarRij[], now: number): number {
  const revealed = jaren.filter((j) => j.bekendmaking !== null && j.bekendmaking <= now).map((j) => j.beginjaar);
  return revealed.length ? Math.max(...revealed) : kalenderBeginjaar(now);
}

/** The draft: the year after the public one, while it is not revealed. */
export function conceptJaar(jaren: readonly JaarRij[], now: number): JaarRij | null {
  const publiek = publiekBeginjaar(jaren, now);
  return jaren.find((j) => j.beginjaar === publiek + 1) ?? null;
}

/** The next reveal after `now` (for caches), or Infinity. */
export function volgendeBekendmaking(jaren: readonly JaarRij[], now: number): number {
  const coming = jaren.map((j) => j.bekendmaking).filter((m): m is number => m !== null && m > now);
  return coming.length ? Math.min(...coming) : Number.POSITIVE_INFINITY;
}

export type JaarStatus = "archief" | "huidig" | "concept";

export function jaarStatus(beginjaar: number, publiek: number): JaarStatus {
  return beginjaar < publiek ? "archief" : beginjaar === publiek ? "huidig" : "concept";
}

/** One tak of an archived year: who led it (names only), branch leaders marked. */
export interface ArchiefTak {
  tak: string;
  namen: { id: number; name: string; takleiding: boolean }[];
}

/**
 * The archived years a history period covers: a period 2019-2021 spans the scouting years 2019-2020 and 2020-2021;
 * one without an end ("heden") every archived year from its start; one of a single year (2019-2019) that year.
 */
export function jarenVanPeriode(beginjaar: number, eindjaar: number | null, archief: readonly number[]): number[] {
  const tot = Math.max(eindjaar ?? Number.POSITIVE_INFINITY, beginjaar + 1);
  return archief.filter((j) => j >= beginjaar && j < tot).sort((a, b) => a - b);
}
