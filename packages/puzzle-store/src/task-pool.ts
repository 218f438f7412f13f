/**
 * A small pool of worker threads that run one exported function of a module (node only).
 * Generation and verification both spread independent jobs over the cores with it.
 *
 * With size 0 the function runs in this thread instead — the same results, handy for tests and
 * debugging.
 *
 * The module is given as a resolved URL: under tsx the library's TypeScript source (its worker
 * then registers tsx first, in worker-boot.mjs), in a bundle the built `.js` entry beside it (its
 * worker is a few lines of plain JavaScript, below, and needs no tsx).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface TaskPool<T, R> {
  /** Runs one task on the next free worker. */
  run(task: T): Promise<R>;
  /** Worker threads in the pool (0 = runs in this thread). */
  readonly size: number;
  /** Ends the workers (pending tasks are rejected). */
  close(): Promise<void>;
}

/** Most worker threads a command may ask for (each holds its own copy of the engines). */
export const MAX_WORKERS = 256;

/** Default worker count: every core (the main thread mostly waits). */
export function defaultWorkerCount(): number {
  return Math.max(1, availableParallelism());
}

interface Pending<R> {
  resolve: (value: R) => void;
  reject: (error: Error) => void;
}

/** A task module that a worker (or this thread) can import: a `.ts` source or a built `.js` file. */
export interface WorkerEntry {
  module: URL;
  /** The exported function that answers one task. */
  exportName: string;
}

/** Boots a built (plain JavaScript) entry: import it, answer {id, task} with {id, result | error}. */
const PLAIN_BOOT = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.entry).then((module) => {
  const handler = module[workerData.exportName];
  if (typeof handler !== 'function') throw new Error(workerData.entry + ' has no function ' + workerData.exportName);
  parentPort.on('message', async ({ id, task }) => {
    try {
      parentPort.postMessage({ id, result: await handler(task) });
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? error.message + '\\n' + (error.stack ?? '') : String(error) });
    }
  });
});
`;

function startWorker(entry: WorkerEntry): Worker {
  const workerData = { entry: entry.module.href, exportName: entry.exportName };
  // TypeScript sources need tsx's loader, which workers do not inherit: worker-boot.mjs registers it.
  if (entry.module.pathname.endsWith('.ts'))
    return new Worker(new URL('./worker-boot.mjs', import.meta.url), { workerData });
  return new Worker(PLAIN_BOOT, { eval: true, workerData });
}

export function createTaskPool<T, R>(entry: WorkerEntry, size: number): TaskPool<T, R> {
  const { module, exportName } = entry;
  if (size <= 0) return inThreadPool<T, R>(module, exportName);
  const workers: Worker[] = [];
  const idle: Worker[] = [];
  const queue: { id: number; task: T }[] = [];
  const pending = new Map<number, Pending<R>>();
  const busy = new Map<Worker, number>();
  let nextId = 0;
  let closed = false;

  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      busy.set(worker, job.id);
      worker.postMessage(job);
    }
  };
  for (let i = 0; i < size; i++) {
    const worker = startWorker(entry);
    worker.on('message', (message: { id: number; result?: R; error?: string }) => {
      const job = pending.get(message.id);
      pending.delete(message.id);
      busy.delete(worker);
      idle.push(worker);
      if (job) {
        if (message.error !== undefined) job.reject(new Error(message.error));
        else job.resolve(message.result as R);
      }
      dispatch();
    });
    worker.on('error', (error) => {
      // A worker that dies takes its task with it; fail that task loudly rather than hang.
      const id = busy.get(worker);
      if (id !== undefined) {
        pending.get(id)?.reject(error);
        pending.delete(id);
      }
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    });
    workers.push(worker);
    idle.push(worker);
  }
  return {
    size,
    run(task) {
      if (closed) return Promise.reject(new Error('the task pool is closed'));
      return new Promise<R>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        queue.push({ id, task });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of pending.values()) job.reject(new Error('the task pool was closed'));
      pending.clear();
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

function inThreadPool<T, R>(module: URL, exportName: string): TaskPool<T, R> {
  let handler: Promise<(task: T) => R | Promise<R>> | null = null;
  const load = () =>
    (handler ??= import(module.href).then((m: Record<string, unknown>) => {
      const fn = m[exportName];
      if (typeof fn !== 'function') throw new Error(`${module.href} has no function ${exportName}`);
      return fn as (task: T) => R | Promise<R>;
    }));
  return {
    size: 0,
    async run(task) {
      return (await load())(task);
    },
    async close() {},
  };
}
