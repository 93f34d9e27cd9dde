// A reader process does not inherit the TypeScript loader of the server: load it, then the
// TypeScript entry named by the parent.
import { tsImport } from 'tsx/esm/api';

await tsImport(process.argv[2], import.meta.url);
