// Worker thread entry: Node's workers do not inherit tsx's loader, so register it here, then
// load the TypeScript handler module and answer {id, task} messages with {id, result | error}.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const module = await import(workerData.entry);
const handler = module[workerData.exportName];
if (typeof handler !== 'function') throw new Error(`${workerData.entry} has no function ${workerData.exportName}`);
parentPort.on('message', async ({ id, task }) => {
  try {
    parentPort.postMessage({ id, result: await handler(task) });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error),
    });
  }
});
