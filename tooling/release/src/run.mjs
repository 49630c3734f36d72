// @ts-check
/** Small process helpers for the release scripts: run a command, time a stage, pack libraries. */
import { spawn } from 'node:child_process';

/**
 * Runs a command; resolves with its output, rejects with the output when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv, echo?: boolean }} options
 * @returns {Promise<string>}
 */
export function run(command, args, { cwd, env, echo = false }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, COREPACK_ENABLE_DOWNLOAD_PROMPT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      if (echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else
        reject(
          new Error(`\`${command} ${args.join(' ')}\` failed (exit ${code}) in ${cwd}\n${output}`),
        );
    });
  });
}

/** Seconds since `start`, one decimal. */
export function secondsSince(/** @type {number} */ start) {
  return ((performance.now() - start) / 1000).toFixed(1);
}

/** Bytes as KiB with one decimal. */
export function kib(/** @type {number} */ bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/**
 * @typedef {{ name: string, version: string, filename: string, files: { path: string }[] }} Packed
 */

/**
 * Packs libraries of a workspace with one `pnpm -r pack` (publishConfig applies, `workspace:`
 * ranges become versions), into `destination`.
 * @param {string} cwd the workspace root
 * @param {string[]} names package names
 * @param {string} destination
 * @returns {Promise<Packed[]>}
 */
export async function packLibraries(cwd, names, destination) {
  const filters = names.flatMap((name) => ['--filter', name]);
  const output = await run(
    'pnpm',
    [
      '-r',
      ...filters,
      'pack',
      '--pack-destination',
      destination,
      '--json',
      '--workspace-concurrency',
      '4',
    ],
    { cwd },
  );
  const json = output.slice(output.indexOf('['), output.lastIndexOf(']') + 1);
  /** @type {Packed[]} */
  const packed = JSON.parse(json);
  const missing = names.filter((name) => !packed.some((p) => p.name === name));
  if (missing.length > 0) throw new Error(`pnpm pack skipped ${missing.join(', ')}:\n${output}`);
  return packed.sort((a, b) => a.name.localeCompare(b.name));
}
