import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { createJobQueue, type JobQueue } from './jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  database: Database;
  /** `JOBS=on`: this process runs the queues' handlers. */
  workers: boolean;
  monitorSeconds?: number;
  pollSeconds?: number;
}

/**
 * The job queue with the app (decision 076): modules `define` their queues while registering,
 * workers start when the app is ready, and stop (waiting a little for running jobs) when it closes.
 */
const plugin: FastifyPluginAsync<JobsPluginOptions> = async (app, opts) => {
  const jobs = createJobQueue(opts.database, {
    workers: opts.workers,
    log: app.log,
    ...(opts.monitorSeconds === undefined ? {} : { monitorSeconds: opts.monitorSeconds }),
    ...(opts.pollSeconds === undefined ? {} : { pollSeconds: opts.pollSeconds }),
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
};

export const jobsPlugin = fp(plugin, { name: 'jobs' });
