import { createServer } from 'node:net';
import { StartupError, type Config } from './config.js';

/**
 * Checks made when a process starts, before it opens (or creates, or migrates) a database: a
 * port already taken is found in milliseconds, not after every migration ran, and leaves no
 * new data folder behind. The data folder's lock is taken next, still before any migration
 * (src/db/configured.ts).
 */
export async function checkPortsFree(config: Pick<Config, 'host' | 'port' | 'metricsPort'>, ports: ('api' | 'metrics')[] = ['api', 'metrics']): Promise<void> {
  const wanted = [...(ports.includes('api') ? [config.port] : []), ...(ports.includes('metrics') && config.metricsPort !== undefined ? [config.metricsPort] : [])];
  // Port 0 lets the system choose: always free.
  for (const port of wanted.filter((candidate) => candidate !== 0)) {
    await new Promise<void>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', (error: NodeJS.ErrnoException) => reject(listenFailure(error, config.host, port)));
      probe.listen({ port, host: config.host, exclusive: true }, () => probe.close(() => resolve()));
    });
  }
}

/** Why a server cannot listen, in one line (port in use, no permission), else the error. */
export function listenFailure(error: NodeJS.ErrnoException, host: string, port: number): Error {
  const where = `${host}:${port}`;
  if (error.code === 'EADDRINUSE') return new StartupError(`port ${port} on ${host} is in use by another process (set PORT or HOST)`);
  if (error.code === 'EACCES') return new StartupError(`no permission to listen on ${where} (ports below 1024 need privileges; set PORT)`);
  if (error.code === 'EADDRNOTAVAIL') return new StartupError(`cannot listen on ${where}: no such local address (set HOST)`);
  return error;
}

/**
 * In production, one line for each missing piece a real deployment needs: the service starts
 * (each is a choice an operator may make), but says what will not work.
 */
export function deploymentWarnings(config: Config): string[] {
  if (config.environment !== 'production') return [];
  const warnings: string[] = [];
  if (!config.smtpUrl) warnings.push('SMTP_URL is not set: invitations, password resets and notices are recorded but never sent');
  if (!config.wireTransfer && !config.check) {
    warnings.push('no deposit method is configured (WIRE_* or CHECK_*): buyers have no way to pay, so no transaction can be funded');
  }
  if (config.publicUrl === `http://${config.host}:${config.port}`) {
    warnings.push(`PUBLIC_URL is not set: links in emails and next_step URLs point to ${config.publicUrl}`);
  }
  const tlsHere = Boolean(config.tlsCertFile && config.tlsKeyFile);
  if (!tlsHere && config.publicUrl.startsWith('https:') && !config.trustProxy) {
    warnings.push(
      'PUBLIC_URL is https but this process serves plain HTTP and TRUST_PROXY is off: behind a TLS proxy, set TRUST_PROXY=true (else non-loopback requests are refused as unencrypted and every client shares one rate-limit address)',
    );
  }
  return warnings;
}
