// Worker threads do not inherit the TypeScript loader of the main thread: load it, then the
// TypeScript entry named by the parent.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
