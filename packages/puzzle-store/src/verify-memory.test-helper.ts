/**
 * Run by verify-memory.test.ts in a child process with a small heap: verifyPools over DIR with the
 * stand-in worker, in this thread; prints "verified failures".
 */
import { verifyPools } from './verify-pools.ts';

const summary = await verifyPools(process.argv[2]!, {
  workers: 0,
  workerEntry: new URL('./verify-stub.test-helper.ts', import.meta.url),
});
process.stdout.write(`${summary.verified} ${summary.failures.length}\n`);
