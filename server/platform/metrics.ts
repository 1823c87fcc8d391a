/**
 * Every metric the server exports, in one registry per app, and the small recorders features call
 * (`forms.stored("contacts")`, `builds.finished("live", seconds)`). Features never touch prom-client:
 * the names, labels and buckets an operator alerts on are defined here once, and each app (tests
 * start several in one process) has a registry of its own instead of prom-client's global one.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { VITAL_BUCKETS, VITAL_NAMES, type VitalName } from "../../contract/lib/vitals/vitals";

export type FormName = "contacts" | "join-qwp" | "attendance";
/** Why a form submission was not stored. */
export type RefusalReason = "invalid" | "honeypot" | "bot_check" | "idempotency_key" | "idempotency_conflict" | "rate_limited";
export type BuildResult = "live" | "failed";

/** Numbers read when Prometheus scrapes, not pushed: sizes, queue and readiness. */
export type Gauges = {
  databaseBytes: () => number;
  diskFreeBytes: () => number | null;
  ready: () => boolean;
  buildQueue: () => { running: number; queued: number };
};

export function createMetrics(version: string) {
  const registry = new Registry();
  // Process CPU and memory, heap, open handles and the event loop's delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: "qwp_http_request_duration_seconds",
    help: "Time to answer a request, by method, route pattern and status (its _count is the request count).",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const shed = new Counter({ name: "qwp_http_requests_shed_total", help: "Requests answered 503 because the server was past its capacity.", registers });
  const formSubmissions = new Counter({ name: "qwp_form_submissions_total", help: "Form submissions stored and acknowledged (201), by form.", labelNames: ["form"] as const, registers });
  const formRefusals = new Counter({ name: "qwp_form_refusals_total", help: "Form submissions refused, by form and reason.", labelNames: ["form", "reason"] as const, registers });
  const signInFailures = new Counter({ name: "qwp_staff_sign_in_failures_total", help: "Failed staff sign-ins, by step (password or code).", labelNames: ["step"] as const, registers });
  const lockouts = new Counter({ name: "qwp_staff_lockouts_total", help: "Staff sign-in lockouts started, by what was locked (account or address).", labelNames: ["by"] as const, registers });
  const builds = new Counter({ name: "qwp_builds_total", help: "Site builds finished, by result (live or failed).", labelNames: ["result"] as const, registers });
  const buildDuration = new Histogram({
    name: "qwp_build_duration_seconds",
    help: "Time from a build's start to its release going live or failing.",
    labelNames: ["result"] as const,
    buckets: [5, 10, 20, 30, 60, 90, 120, 180, 300, 600],
    registers,
  });
  const releaseSwitches = new Counter({ name: "qwp_release_switches_total", help: "Releases made live, by how (build or rollback).", labelNames: ["kind"] as const, registers });
  // Readers' field measurements (server/vitals/), in the buckets the database counts them in: seconds, CLS unitless.
  const vitalsLabels = ["route", "edition", "connection"] as const;
  const vitals = Object.fromEntries(
    VITAL_NAMES.map((name) => {
      const seconds = name !== "CLS";
      return [
        name,
        new Histogram({
          name: seconds ? `qwp_web_vitals_${name.toLowerCase()}_seconds` : "qwp_web_vitals_cls",
          help: `Readers' ${name} as their browsers measured it, by route pattern, edition and effective connection type.`,
          labelNames: vitalsLabels,
          buckets: VITAL_BUCKETS[name].map((bound) => (seconds ? bound / 1000 : bound)),
          registers,
        }),
      ];
    }),
  ) as Record<VitalName, Histogram<(typeof vitalsLabels)[number]>>;
  new Gauge({ name: "qwp_info", help: "The server's version (always 1).", labelNames: ["version"] as const, registers }).set({ version }, 1);

  return {
    registry,
    /** Called once per answer with the route's pattern ("/api/news/:slug"), never the raw URL. */
    request(method: string, route: string, status: number, seconds: number) {
      requestDuration.observe({ method, route, status_code: String(status) }, seconds);
    },
    shed: () => shed.inc(),
    forms: {
      stored: (form: FormName) => formSubmissions.inc({ form }),
      refused: (form: FormName, reason: RefusalReason) => formRefusals.inc({ form, reason }),
    },
    signIns: {
      failed: (step: "password" | "code") => signInFailures.inc({ step }),
      lockedOut: (by: "account" | "address") => lockouts.inc({ by }),
    },
    builds: {
      finished(result: BuildResult, seconds: number) {
        builds.inc({ result });
        buildDuration.observe({ result }, seconds);
      },
      switched: (kind: "build" | "rollback") => releaseSwitches.inc({ kind }),
    },
    /** One reader's measurement (milliseconds; CLS unitless), counted as the database counts it. */
    vital(name: VitalName, labels: { route: string; edition: string; connection: string }, value: number) {
      vitals[name].observe(labels, name === "CLS" ? value : value / 1000);
    },
    /** The gauges read at scrape time; set once the app knows its database and publisher. */
    watch(gauges: Gauges) {
      new Gauge({ name: "qwp_database_bytes", help: "Size of the database file and its write-ahead log.", registers, collect() { this.set(gauges.databaseBytes()); } });
      new Gauge({
        name: "qwp_disk_free_bytes",
        help: "Free bytes on the file system that holds the database.",
        registers,
        collect() {
          this.set(gauges.diskFreeBytes() ?? Number.NaN);
        },
      });
      new Gauge({ name: "qwp_ready", help: "1 when /api/health/ready answers 200 (database writable, a site to serve, disk space).", registers, collect() { this.set(gauges.ready() ? 1 : 0); } });
      new Gauge({
        name: "qwp_build_queue",
        help: "Builds running (0 or 1) and waiting (0 or 1: later requests merge into the waiting one).",
        labelNames: ["state"] as const,
        registers,
        collect() {
          const { running, queued } = gauges.buildQueue();
          this.set({ state: "running" }, running);
          this.set({ state: "queued" }, queued);
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
export type FormMetrics = Metrics["forms"];
export type SignInMetrics = Metrics["signIns"];
export type BuildMetrics = Metrics["builds"];
export type VitalsMetrics = Pick<Metrics, "vital">;
