// Compiles the gateway into one ES module, dist/server.js, that `node` runs: the gateway's own code
// and the workspace packages it imports (contracts, simulator) are bundled; every package from
// node_modules stays an import, installed beside it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const gatewayRoot = fileURLToPath(new URL('..', import.meta.url));

/** Bare imports stay imports, except the workspace's own packages, whose sources are TypeScript. */
const installedStayExternal: Plugin = {
  name: 'installed-packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true }));
  },
};

/** Builds dist/server.js (with its source map) under the gateway's folder. */
export async function buildGateway(): Promise<void> {
  await build({
    absWorkingDir: gatewayRoot,
    entryPoints: { server: 'src/server.ts' },
    outdir: path.join(gatewayRoot, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [installedStayExternal],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildGateway();
