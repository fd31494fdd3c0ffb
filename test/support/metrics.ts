import type { Harness } from './harness.js';

/** One scrape of `GET /metrics`, read: `value('name', {label: 'value'})` (0 when the series is absent). */
export interface Scrape {
  text: string;
  value(name: string, labels?: Record<string, string>): number;
}

export function readExposition(text: string): Scrape {
  const series = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels = [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]) => `${name}=${value}`).sort();
    series.set(`${match[1]}{${labels.join(',')}}`, Number(match[3]));
  }
  return {
    text,
    value(name, labels = {}) {
      const key = Object.entries(labels)
        .map(([label, value]) => `${label}=${value}`)
        .sort();
      return series.get(`${name}{${key.join(',')}}`) ?? 0;
    },
  };
}

export async function scrape(harness: Harness, headers: Record<string, string> = {}): Promise<Scrape> {
  const response = await harness.fetch('/metrics', { headers });
  if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}: ${await response.text()}`);
  return readExposition(await response.text());
}
