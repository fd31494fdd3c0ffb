/**
 * `/readyz`: whether this process should get traffic, and which dependency stops it. Each
 * dependency answers a probe; a probe that does not answer within `probeTimeoutMs` counts as
 * down, so a load balancer's check never hangs on a silent database or Redis.
 *
 * 200 `{"status": "ready", "dependencies": {"database": "up", "redis": "up"}}`, else 503 with
 * `"status": "unavailable"`, each dependency `up` or `down`, and `"draining": true` once the
 * process is stopping. A dependency that is not configured (Redis without REDIS_URL) is not listed.
 */
export type Probe = () => Promise<boolean>;

const probeTimeoutMs = 2000;

export interface Readiness {
  status: 200 | 503;
  body: { status: 'ready' | 'unavailable'; draining?: true; dependencies: Record<string, 'up' | 'down'> };
}

export async function readiness(probes: Record<string, Probe | null>, draining: boolean, timeoutMs = probeTimeoutMs): Promise<Readiness> {
  const named = Object.entries(probes).filter((entry): entry is [string, Probe] => entry[1] !== null);
  const answers = await Promise.all(named.map(([, probe]) => answersWithin(probe, timeoutMs)));
  const dependencies = Object.fromEntries(named.map(([name], index) => [name, answers[index] ? 'up' : 'down'] as const));
  const ready = !draining && answers.every(Boolean);
  return {
    status: ready ? 200 : 503,
    body: { status: ready ? 'ready' : 'unavailable', ...(draining ? { draining: true as const } : {}), dependencies },
  };
}

async function answersWithin(probe: Probe, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([probe().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}
