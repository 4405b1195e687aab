import client from "prom-client";
import { groupOrUndefined } from "~/group/context.server";

// The figures a hoster (or the operator of one group) watches, in Prometheus's text format (`/metrics`, server/
// metrics-endpoint.ts; issue 48). One registry for the process: what it holds is about the installation and the
// groups it serves, never a group's content. A group is named by its slug ("site" for a single-group installation).
// Per group only what a hoster acts on per group (requests, their time, the outbox, the storage), as counters and
// gauges: a histogram per group would be thousands of series on an installation of thousands of groups.

export const metrics = new client.Registry();
client.collectDefaultMetrics({ register: metrics, prefix: "scouts_" });
// Three of prom-client's own figures are gauges named like counters (`_total`), which promtool's lint refuses; the
// counts of handles, requests and resources say nothing the others do not.
for (const name of ["active_handles_total", "active_requests_total", "active_resources_total"]) metrics.removeSingleMetric(`scouts_nodejs_${name}`);

/** The label of the running code's group. */
export function groupLabel(): string {
  return groupOrUndefined()?.slug ?? "site";
}

export const requestsTotal = new client.Counter({
  name: "scouts_http_requests_total",
  help: "Answered requests per group and status class (2xx, 3xx, 4xx, 5xx; 'afgebroken' when the client left first).",
  labelNames: ["groep", "status"] as const,
  registers: [metrics],
});

export const requestSecondsTotal = new client.Counter({
  name: "scouts_http_request_seconds_total",
  help: "Time spent answering each group's requests, in seconds (divided by scouts_http_requests_total: the mean).",
  labelNames: ["groep"] as const,
  registers: [metrics],
});

export const requestDuration = new client.Histogram({
  name: "scouts_http_request_duration_seconds",
  help: "Time to answer a request, per kind of route (pagina, api, admin, fotos, bestand).",
  labelNames: ["soort"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metrics],
});

export const pageCacheAnswers = new client.Counter({
  name: "scouts_page_cache_answers_total",
  help: "Answers of the page cache: HIT (fresh, also those sent before the app), STALE (the copy from before), MISS (rendered).",
  labelNames: ["state"] as const,
  registers: [metrics],
});

export const outboxWaiting = new client.Gauge({
  name: "scouts_outbox_waiting",
  help: "Mails and push messages of a group waiting to be sent (pending, or failed and to be tried again), after its last pass.",
  labelNames: ["groep"] as const,
  registers: [metrics],
});

export const outboxFailures = new client.Counter({
  name: "scouts_outbox_failures_total",
  help: "Sends of a group's mails and push messages that failed (each is tried again later, up to its limit).",
  labelNames: ["groep"] as const,
  registers: [metrics],
});

export const storageBytes = new client.Gauge({
  name: "scouts_storage_bytes",
  help: "A group's storage (its folder), as last measured.",
  labelNames: ["groep"] as const,
  registers: [metrics],
});

export const storageLimitBytes = new client.Gauge({
  name: "scouts_storage_limit_bytes",
  help: "The storage each hosted group may use (HOSTING_OPSLAG_MB).",
  registers: [metrics],
});

export const imageJobsWaiting = new client.Gauge({
  name: "scouts_image_jobs_waiting",
  help: "Images waiting for the image worker (a new one is refused past 24).",
  registers: [metrics],
});

/** What the replication knows of each database it copies (app/lib/replication.server.ts), read when Prometheus asks. */
let replicationState: () => { paused: boolean; targets: { groep: string; lagSeconds: number; lastSuccess: number | null }[] } = () => ({ paused: false, targets: [] });

export function readReplicationWith(read: typeof replicationState): void {
  replicationState = read;
}

new client.Gauge({
  name: "scouts_replication_lag_seconds",
  help: "Seconds since the oldest change of a group (or of the installation's hosting.db) that is not in the bucket yet; 0 when the bucket has everything.",
  labelNames: ["groep"] as const,
  registers: [metrics],
  collect() {
    this.reset();
    for (const state of replicationState().targets) this.set({ groep: state.groep }, Math.round(state.lagSeconds * 10) / 10);
  },
});

new client.Gauge({
  name: "scouts_replication_last_success_timestamp_seconds",
  help: "When the last copy of a group (or of hosting.db) that is in the bucket began, in seconds since the epoch.",
  labelNames: ["groep"] as const,
  registers: [metrics],
  collect() {
    this.reset();
    for (const state of replicationState().targets) if (state.lastSuccess !== null) this.set({ groep: state.groep }, state.lastSuccess / 1000);
  },
});

new client.Gauge({
  name: "scouts_replication_paused",
  help: "1 while nothing is copied to the bucket: a new installation whose bucket holds copies waits for herbouwen (or terugzetten).",
  registers: [metrics],
  collect() {
    this.set(replicationState().paused ? 1 : 0);
  },
});

export const replicationFailures = new client.Counter({
  name: "scouts_replication_failures_total",
  help: "Copies to the bucket that failed (each is tried again, waiting longer each time, up to a minute).",
  labelNames: ["groep"] as const,
  registers: [metrics],
});
