// Runs the steps of a test command, some side by side, and says how long each took and the whole.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const clock = () => new Date().toTimeString().slice(0, 8);

/** Runs a command; with `buffered`, its output is kept and returned instead of shown as it comes. */
function runCommand({ command, args, options = {} }, buffered) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      ...options,
      env: { ...process.env, ...options.env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (buffered) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 127, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

export function createSteps() {
  const startedAt = Date.now();
  const done = [];

  const finish = (label, started, code) => {
    const took = Date.now() - started;
    done.push({ label, took, code });
    console.log(code === 0 ? `=== ${label}: ok in ${seconds(took)} ===` : `=== ${label}: FAILED (exit ${code}) after ${seconds(took)} ===`);
  };

  return {
    /** Times work done in this process (installing, finding Chromium). */
    async timed(label, work) {
      const started = Date.now();
      console.log(`\n=== ${label} (${clock()}) ===`);
      const value = await work();
      finish(label, started, 0);
      return value;
    },

    /**
     * Runs the steps ({ label, command, args, options }) side by side. One step alone shows its output as it
     * comes; steps side by side keep theirs and show it whole when they end, so outputs never interleave.
     * Resolves true when all passed.
     */
    async together(steps) {
      const buffered = steps.length > 1;
      if (buffered) console.log(`\n=== ${steps.map((s) => s.label).join(' | ')}: side by side (${clock()}) ===`);
      const codes = await Promise.all(
        steps.map(async (step) => {
          const started = Date.now();
          if (!buffered) console.log(`\n=== ${step.label} (${clock()}) ===`);
          const { code, output } = await runCommand(step, buffered);
          if (buffered) process.stdout.write(`\n--- ${step.label}: output ---\n${output}`);
          finish(step.label, started, code);
          return code;
        }),
      );
      return codes.every((code) => code === 0);
    },

    /**
     * The time of every step so far, and of the whole. With STEP_TIMES_FILE set (CI's .ci/run sets it), the same
     * rows are added to that file too, as tab-separated label, seconds and outcome, for the caller's own table.
     */
    summary(title) {
      const width = Math.max(5, ...done.map((d) => d.label.length));
      console.log(`\n${title}`);
      for (const { label, took, code } of done) console.log(`  ${label.padEnd(width)}  ${seconds(took).padStart(6)}${code === 0 ? '' : '  FAILED'}`);
      console.log(`  ${'total'.padEnd(width)}  ${seconds(Date.now() - startedAt).padStart(6)}`);
      if (process.env.STEP_TIMES_FILE) {
        const rows = done.map(({ label, took, code }) => `${label}\t${Math.round(took / 1000)}\t${code === 0 ? 'ok' : 'FAILED'}\n`).join('');
        appendFileSync(process.env.STEP_TIMES_FILE, rows);
      }
    },
  };
}
