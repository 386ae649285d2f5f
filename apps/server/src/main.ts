import { setSourceMapsSupport } from 'node:module';

// Errors name the server's own TypeScript lines. Only its own maps are read: the packages' maps, which
// `--enable-source-maps` loads as well, held 10 MB of an idle server's memory (docs/performance.md).
// Set before the server's modules load, since a module's map is read as it is compiled.
setSourceMapsSupport(true, { nodeModules: false });
await import('./server.js');
