import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the database driver can tell about its connection pool (node-postgres only; PGlite has none). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

type Reading = () => number | Promise<number>;

/**
 * This process's Prometheus metrics, on a registry of its own (two apps in one test process never clash).
 * Modules feed gauges through `read` hooks taken at scrape time, so nothing is counted twice or goes stale.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly #readings = new Map<string, Reading>();
  readonly requests: Counter<'method' | 'route' | 'status_class'>;
  readonly errors: Counter<'method' | 'route'>;
  readonly duration: Histogram<'method' | 'route' | 'status_class'>;

  constructor(replicaId: string, poolStats?: () => PoolStats) {
    this.registry.setDefaultLabels({ replica: replicaId });
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by route pattern and status class',
      labelNames: ['method', 'route', 'status_class'],
      registers: [this.registry],
    });
    this.errors = new Counter({
      name: 'http_request_errors_total',
      help: 'Requests answered with a 5xx status',
      labelNames: ['method', 'route'],
      registers: [this.registry],
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    const readings = this.#readings;
    const gauge = (name: string, help: string, reading: string) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          const read = readings.get(reading);
          if (read) this.set(await read());
        },
      });
    gauge('sse_open_connections', 'Open Server-Sent Events streams (GET /api/events)', 'sse');
    gauge('email_outbox_pending', 'Emails queued in email_outbox and not yet sent', 'outbox');
    if (poolStats) {
      const labelled = new Gauge({
        name: 'db_pool_connections',
        help: 'node-postgres pool connections by state (total, idle, waiting clients)',
        labelNames: ['state'],
        registers: [this.registry],
        collect() {
          const stats = poolStats();
          labelled.set({ state: 'total' }, stats.total);
          labelled.set({ state: 'idle' }, stats.idle);
          labelled.set({ state: 'waiting' }, stats.waiting);
        },
      });
    }
  }

  /** Registers the source of a gauge: `sse` (open event streams) or `outbox` (pending emails). */
  read(name: 'sse' | 'outbox', reading: Reading): void {
    this.#readings.set(name, reading);
  }

  observe(method: string, route: string, statusCode: number, seconds: number): void {
    const labels = { method, route, status_class: `${Math.floor(statusCode / 100)}xx` };
    this.requests.inc(labels);
    this.duration.observe(labels, seconds);
    if (statusCode >= 500) this.errors.inc({ method, route });
  }
}
