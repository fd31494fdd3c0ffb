import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfiguredDatabase, type ConfiguredDatabase } from '../support/data-folder.js';
import { bin, startProcess, type Started } from '../support/processes.js';

// README.md runs as written: every ```sh, ```bash and ```shell block, in order, in one bash
// session (variables, functions and files carry over, as in a terminal a reader pastes into),
// against `heldfunds serve` started as the Quick start starts it, on a fresh database. A block
// passes when every command in it succeeds: curl fails on an HTTP error status (the session's
// curlrc sets fail-with-body), and a failing command anywhere in a block (a pipe included) is
// reported. The server listens on a free port; curl's connect-to sends the README's
// http://127.0.0.1:4000 to it, so the commands need no rewriting. A block preceded by
// `<!-- readme-test: skip (why) -->` is not run (installs, starts a server, needs a remote database).

const root = join(import.meta.dirname, '..', '..');
const readmeUrl = 'http://127.0.0.1:4000';
const skipMark = /^<!-- readme-test: skip \((.+)\) -->$/;

interface ShellBlock {
  /** The line of README.md the block's fence opens on. */
  line: number;
  text: string;
  /** Why the block is not run, from its skip mark; null when it runs. */
  skip: string | null;
}

/** The shell blocks of a Markdown text, in order, with their skip marks. */
function shellBlocks(markdown: string): ShellBlock[] {
  const lines = markdown.split('\n');
  const blocks: ShellBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const fence = /^```(\S*)\s*$/.exec(lines[i]!);
    if (!fence) continue;
    const end = lines.findIndex((line, j) => j > i && line.startsWith('```'));
    if (['sh', 'bash', 'shell'].includes(fence[1]!)) {
      const before = lines.slice(0, i).findLast((line) => line.trim() !== '') ?? '';
      blocks.push({ line: i + 1, text: lines.slice(i + 1, end).join('\n'), skip: skipMark.exec(before.trim())?.[1] ?? null });
    }
    i = end;
  }
  return blocks;
}

interface Ran {
  status: number;
  stdout: string;
  stderr: string;
  /** The commands that failed, as the ERR trap named them (a pipeline by its last command), with their line in the block. */
  failures: { status: number; line: number; command: string }[];
}

/** One bash session fed a block at a time, each from a file sourced with /dev/null as its input. */
class Session {
  private readonly child: ChildProcessWithoutNullStreams;
  private stdout = '';
  private stderr = '';
  private count = 0;

  constructor(
    private readonly dir: string,
    env: NodeJS.ProcessEnv,
  ) {
    this.child = spawn('bash', ['--noprofile', '--norc'], { cwd: dir, env });
    this.child.stdout.on('data', (chunk: Buffer) => (this.stdout += chunk.toString()));
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.child.stdin.write(`set -o pipefail -o errtrace\ntrap 'printf "readme-test failed (exit %s) at line %s: %s\\n" "$?" "$LINENO" "$BASH_COMMAND" >&2' ERR\n`);
  }

  /** Runs `text` as pasted (in a subshell when asked: its variables stay there). */
  async run(text: string, options: { subshell?: boolean; timeoutMs?: number } = {}): Promise<Ran> {
    const n = ++this.count;
    const file = join(this.dir, `.block-${n}.sh`);
    await writeFile(file, `${text}\n`);
    const end = `::readme-test block ${n} done::`;
    const [outFrom, errFrom] = [this.stdout.length, this.stderr.length];
    const source = options.subshell ? `(source ${file})` : `source ${file}`;
    this.child.stdin.write(`${source} </dev/null; printf '\\n${end} %s\\n' "$?"; printf '\\n${end}\\n' >&2\n`);
    const deadline = Date.now() + (options.timeoutMs ?? 120_000);
    while (!(this.stdout.includes(end, outFrom) && this.stderr.includes(end, errFrom))) {
      if (this.child.exitCode !== null) throw new Error(`bash exited (${this.child.exitCode}); stderr: ${this.stderr.slice(errFrom)}`);
      if (Date.now() > deadline) throw new Error(`the block did not finish in time; stdout: ${this.stdout.slice(outFrom)}\nstderr: ${this.stderr.slice(errFrom)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const out = this.stdout.slice(outFrom, this.stdout.indexOf(end, outFrom));
    const err = this.stderr.slice(errFrom, this.stderr.indexOf(end, errFrom));
    const status = Number(new RegExp(`${end} (\\d+)`).exec(this.stdout.slice(outFrom))![1]);
    const failures = [...err.matchAll(/^readme-test failed \(exit (\d+)\) at line (\d+): (.*)$/gm)].map(([, status, line, command]) => ({
      status: Number(status),
      line: Number(line),
      command: command!,
    }));
    return { status, stdout: out.replace(/\n$/, ''), stderr: err.replace(/\n$/, ''), failures };
  }

  close(): void {
    this.child.stdin.end();
    this.child.kill();
  }
}

describe('README.md, run as written', { timeout: 180_000 }, () => {
  let dir: string;
  let database: ConfiguredDatabase;
  let server: Started;
  let session: Session;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'heldfunds-readme-'));
    database = await createConfiguredDatabase('heldfunds-readme-data-');
    const env = { ...database.env, PUBLIC_URL: readmeUrl };
    server = startProcess(['serve'], { ...env, PORT: '0' });
    const url = new URL((await server.waitFor('heldfunds listening', 120_000)).url as string);
    if (!database.env.DATABASE_URL) await server.waitFor('listening for CLI commands');
    // The reader's folder: `npx heldfunds` finds the checkout's CLI, as it does inside the repository.
    await mkdir(join(dir, 'node_modules', '.bin'), { recursive: true });
    await symlink(bin, join(dir, 'node_modules', '.bin', 'heldfunds'));
    await writeFile(join(dir, '.curlrc'), `connect-to = 127.0.0.1:4000:127.0.0.1:${url.port}\nfail-with-body\nsilent\nshow-error\n`);
    session = new Session(dir, { PATH: process.env.PATH, HOME: process.env.HOME, CURL_HOME: dir, npm_config_offline: 'true', ...env });
  }, 180_000);
  afterAll(async () => {
    session?.close();
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.cleanup();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const blocks = shellBlocks(readFileSync(join(root, 'README.md'), 'utf8'));

  it('has shell blocks, and skips few of them', () => {
    expect(blocks.length).toBeGreaterThan(10);
    // Install and start, the whole suite, a server on your own PostgreSQL, a collector in Docker.
    expect(blocks.filter((block) => block.skip !== null).length).toBeLessThanOrEqual(4);
  });

  for (const block of blocks) {
    const title = `line ${block.line}: ${block.text.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#'))}`;
    if (block.skip !== null) {
      it.skip(`${title} (${block.skip})`, () => {});
      continue;
    }
    it(title, async () => {
      const ran = await session.run(block.text);
      const report = `README.md line ${block.line}\nstdout:\n${ran.stdout}\nstderr:\n${ran.stderr}`;
      const failed = ran.failures.map((failure) => `README.md line ${block.line + failure.line}: exit ${failure.status} (${failure.command})`);
      expect(failed, report).toEqual([]);
      expect(ran.status, report).toBe(0);
      if (/^npx heldfunds demo\b/m.test(block.text)) {
        // The demo prints commands to repeat its steps: they run as pasted, creating a new transaction.
        const demo = await session.run(ran.stdout, { subshell: true });
        const demoReport = `the demo's printed commands\nstdout:\n${demo.stdout}\nstderr:\n${demo.stderr}`;
        expect(demo.failures, demoReport).toEqual([]);
        expect(demo.stdout, demoReport).toContain('"disbursed_to_beneficiary":true');
      }
    });
  }
});
