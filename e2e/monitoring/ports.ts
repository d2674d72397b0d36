import { readVariable } from '../../src/config/environment';

/** Port of the envelope sink the monitoring build's DSN points at: E2E_SINK_PORT, or E2E_PORT + 4. */
export const SINK_PORT = readVariable(process.env, 'E2E_SINK_PORT') ?? readVariable(process.env, 'E2E_PORT') + 4;

/** The DSN baked into the monitoring build: Sentry's format, aimed at the sink. */
export const SINK_DSN = `http://e2epublickey@127.0.0.1:${SINK_PORT}/1`;
