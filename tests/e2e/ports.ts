/**
 * Ports of the local servers of the browser tests (playwright.config.ts starts them),
 * and the build they serve.
 */
import path from 'node:path';

/** `docusaurus serve` of the production build: the baseURL of every test. */
export const sitePort = Number(process.env.E2E_PORT ?? 3100);

/** scripts/serve-build.mjs: the same build with the headers of build/_headers, as a static host sends them. */
export const headersPort = Number(process.env.E2E_HEADERS_PORT ?? 3101);

/** scripts/serve-build.mjs --mount /clinic/: the build served under a path it was not built for. */
export const mountPort = Number(process.env.E2E_MOUNT_PORT ?? headersPort + 1);

/** The production build under test: build/, or E2E_BUILD_DIR (relative to the project). */
export const buildDir = path.resolve(__dirname, '..', '..', process.env.E2E_BUILD_DIR ?? 'build');
