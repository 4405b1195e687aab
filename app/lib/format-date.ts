// Times are shown in Belgian Dutch for Europe/Brussels, whatever the server's or browser's zone.
const dateTime = new Intl.DateTimeFormat("nl-BE", {
  timeZone: "Europe/Brussels",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** dd/mm/yyyy hh:mm of a timestamp in milliseconds. */
export function formatDateTime(ms: number): string {
  const parts = Object.fromEntries(dateTime.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
